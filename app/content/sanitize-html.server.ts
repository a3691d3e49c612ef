import sanitize from "sanitize-html";

// The only markup content may carry into dangerouslySetInnerHTML: text structure and links.
// Anything else (scripts, styles, event handlers, iframes, images, classes) is dropped.
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    "p", "br", "strong", "em", "b", "i", "u", "s", "small", "mark", "abbr", "sub", "sup",
    "a", "ul", "ol", "li", "h3", "h4", "blockquote", "code", "pre", "span",
  ],
  allowedAttributes: { a: ["href", "title", "target", "rel"], abbr: ["title"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // A link that opens a new tab must not hand the opener to the target page.
  transformTags: {
    a: (tagName, attribs) => {
      if (attribs.target === "_blank") return { tagName, attribs: { ...attribs, rel: "noopener noreferrer" } };
      const { target: _target, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
};

export function sanitizeHtml(dirty: string): string {
  return sanitize(dirty, OPTIONS).trim();
}
