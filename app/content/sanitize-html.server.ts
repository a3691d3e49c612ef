import rehypeParse from "rehype-parse";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import { unified } from "unified";
import { linksWithBase } from "../lib/base-path";
import type { Element, HastRoot } from "./markdown-images.server";

// The one sanitiser of what content carries into dangerouslySetInnerHTML: rehype-sanitize with
// GitHub's schema (which already knows what remark-gfm makes: footnotes, task lists, tables),
// narrowed to the tags a page styles. Anything else (scripts, styles, event handlers, iframes,
// classes) is dropped, and reported, so an owner learns at build time what a page will not show.

const SCHEMES = ["http", "https", "mailto"];

/** What a post or description rendered from Markdown may contain: structure, links, images, code, tables, footnotes. */
export const MARKDOWN_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [
    "p", "br", "strong", "em", "b", "i", "u", "s", "small", "mark", "abbr", "sub", "sup", "del", "span",
    "a", "img", "ul", "ol", "li", "input", "h2", "h3", "h4", "blockquote", "code", "pre", "hr",
    "table", "thead", "tbody", "tr", "th", "td", "section",
  ],
  strip: ["script", "style"],
  protocols: { ...defaultSchema.protocols, href: SCHEMES },
  attributes: { ...defaultSchema.attributes, a: [...(defaultSchema.attributes?.a ?? []), "target", "rel"] },
  // remark-rehype already prefixes the footnotes' ids, and their links point at those ids.
  clobber: [],
};

/** An HTML field (a description, a paragraph of the profile): the same, without pictures, which
 * only Markdown brings, through the image pipeline. */
const FIELD_SCHEMA: SanitizeSchema = { ...MARKDOWN_SCHEMA, tagNames: MARKDOWN_SCHEMA.tagNames!.filter((tag) => tag !== "img") };

/** hast's property names as the attributes a person wrote. */
const ATTRIBUTE_NAMES: Record<string, string> = { className: "class", htmlFor: "for" };
const attributeName = (property: string) => ATTRIBUTE_NAMES[property] ?? property.toLowerCase();

type Written = Map<string, { tag: string; line: number; attributes: string[]; href?: unknown }>;

/** A hast tree as both the Markdown pipeline's types (markdown-images.server.ts) and rehype's describe it. */
type Tree = {
  children: ReadonlyArray<{ type: string; tagName?: string; position?: { start: { line: number; offset?: number } }; properties?: object }>;
};

/** The elements of a tree by tag and where they start, with their attributes' names. */
export function writtenElements(tree: Tree, around?: { offset: number; line: number }, found: Written = new Map()): Written {
  // An element the Markdown syntax makes without a position of its own (a task's checkbox) is
  // placed at the written element around it; one outside any (a footnote list) follows from one that is.
  for (const child of tree.children) {
    if (child.type !== "element" || !child.tagName) continue;
    const start = child.position?.start;
    const at = start?.offset !== undefined ? { offset: start.offset, line: start.line } : around;
    const properties: { href?: unknown } = child.properties ?? {};
    const attributes = Object.keys(properties);
    if (at) found.set(`${child.tagName}@${at.offset}`, { tag: child.tagName, line: at.line, attributes, href: properties.href });
    if ("children" in child) writtenElements(child as Tree, at, found);
  }
  return found;
}

/**
 * What was written and is gone after sanitising: `{ line, tag }` for an element, with `attribute`
 * for one of its attributes (a link's with the address written, `href="javascript:…"`).
 */
export function lostParts(before: Written, after: Written): Array<{ line: number; tag: string; attribute?: string }> {
  return [...before].flatMap(([key, { tag, line, attributes, href }]) => {
    const kept = after.get(key);
    if (!kept) return [{ line, tag }];
    return attributes
      .filter((name) => !kept.attributes.includes(name))
      .map((name) => ({ line, tag, attribute: name === "href" && typeof href === "string" ? `href="${href}"` : attributeName(name) }));
  });
}

/** Links: a protocol-relative one leaves the site, and a new tab must not get the opener. */
export function safeLinks() {
  return (tree: HastRoot) => {
    const visit = (node: HastRoot | Element) => {
      for (const child of node.children) {
        if (child.type !== "element") continue;
        if (child.tagName === "a") {
          const { properties } = child;
          if (typeof properties.href === "string" && /^[/\\]{2}/.test(properties.href.trim())) delete properties.href;
          if (properties.target === "_blank") properties.rel = ["noopener", "noreferrer"];
        }
        visit(child);
      }
    };
    visit(tree);
  };
}

export type SanitizedHtml = {
  html: string;
  /** What the sanitiser left out, one entry per element or attribute, e.g. `<img>`, `style on <p>`. */
  removed: string[];
};

const fieldProcessor = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeStringify, { closeSelfClosing: true, tightSelfClosing: true });

export function sanitizeHtml(dirty: string): SanitizedHtml {
  const tree = fieldProcessor.parse(dirty);
  const before = writtenElements(tree);
  const clean = unified().use(rehypeSanitize, FIELD_SCHEMA).use(safeLinks).runSync(tree);
  const removed = lostParts(before, writtenElements(clean)).map(({ tag, attribute }) =>
    attribute ? `${attribute} on <${tag}>` : `<${tag}>`,
  );
  return { html: linksWithBase(fieldProcessor.stringify(clean).trim()), removed };
}
