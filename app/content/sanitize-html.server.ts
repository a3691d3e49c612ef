import sanitize from "sanitize-html";
import { linksWithBase } from "../lib/base-path";

// The only markup content may carry into dangerouslySetInnerHTML: text structure and links.
// Anything else (scripts, styles, event handlers, iframes, images, classes) is dropped, and
// reported, so an owner learns at build time that a page will not show what they wrote.
const ALLOWED_TAGS = [
  "p", "br", "strong", "em", "b", "i", "u", "s", "small", "mark", "abbr", "sub", "sup",
  "a", "ul", "ol", "li", "h3", "h4", "blockquote", "code", "pre", "span",
];
const ALLOWED_ATTRIBUTES: Record<string, string[]> = { a: ["href", "title", "target", "rel"], abbr: ["title"] };
const ALLOWED_SCHEMES = ["http", "https", "mailto"];

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: ALLOWED_SCHEMES,
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

export type SanitizedHtml = {
  html: string;
  /** What the sanitiser left out, one entry per element or attribute, e.g. `<img>`, `style on <p>`. */
  removed: string[];
};

export function sanitizeHtml(dirty: string): SanitizedHtml {
  const removed: string[] = [];
  const html = sanitize(dirty, {
    ...OPTIONS,
    onOpenTag: (tag, attributes) => removed.push(...removedParts(tag, attributes)),
  }).trim();
  return { html: linksWithBase(html), removed };
}

function removedParts(tag: string, attributes: Record<string, string>): string[] {
  if (!ALLOWED_TAGS.includes(tag)) return [`<${tag}>`];
  const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
  return Object.entries(attributes).flatMap(([name, value]) => {
    if (!allowed.includes(name)) return [`${name} on <${tag}>`];
    if (name === "href" && !safeHref(value)) return [`${name}="${value}" on <${tag}>`];
    return [];
  });
}

/** The scheme test sanitize-html applies to href, so what it drops is reported the same way. */
function safeHref(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers ignore control characters inside a scheme
  const href = value.replace(/[\x00-\x20]+/g, "").replace(/<!--.*?-->/g, "");
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(href)?.[1];
  if (!scheme) return !/^[/\\]{2}/.test(href);
  return ALLOWED_SCHEMES.includes(scheme.toLowerCase());
}
