import type { ResponsiveImageData } from "./image-types";
import { droppedExtension, IMAGE_ID } from "./rules";

// The parts of rehype's syntax tree (hast) these steps read and write, typed here: the package
// with its types is only a dependency of rehype's.
type Position = { start: { line: number; offset?: number } };
export type Element = {
  type: "element";
  tagName: string;
  properties: Record<string, unknown>;
  children: HastNode[];
  position?: Position;
};
type HastNode = Element | { type: "text" | "comment" | "doctype" | "raw"; position?: Position };
export type HastRoot = { type: "root"; children: HastNode[] };

/** The built variants of an image id, or null when content/images/ has no file for it. */
export type MarkdownImageResolver = (id: string) => ResponsiveImageData | null;

// Text columns of posts and project pages are at most about 48rem wide.
const SIZES = "(min-width: 1024px) 768px, 100vw";

/**
 * `![alt](blog/cover)` names an image under content/images/: each <img> the Markdown made becomes
 * the same <picture> the pages draw for their own images (AVIF and WebP at every built width, the
 * size reserved by width and height). Problems are returned with the line in the Markdown.
 */
export function pictureImages(tree: HastRoot, resolve: MarkdownImageResolver): Array<{ line: number; message: string }> {
  const problems: Array<{ line: number; message: string }> = [];
  const visit = (parent: HastRoot | Element) => {
    parent.children = parent.children.map((child) => {
      if (child.type !== "element") return child;
      if (child.tagName !== "img") {
        visit(child);
        return child;
      }
      const id = String(child.properties.src ?? "");
      const line = child.position?.start.line ?? 1;
      const image = IMAGE_ID.test(id) ? resolve(id) : null;
      if (!image) {
        const fix = droppedExtension(id);
        problems.push({
          line,
          message: IMAGE_ID.test(id)
            ? `image "${id}" has no file under content/images/`
            : `image "${id}" must be an image id under content/images/${fix ? `: ${fix}` : ", like ![what it shows](blog/my-post/photo)"}`,
        });
        return child;
      }
      return toPicture(image, String(child.properties.alt ?? ""), child);
    });
  };
  visit(tree);
  return problems;
}

function toPicture(image: ResponsiveImageData, alt: string, from: Element): Element {
  const source = (format: "avif" | "webp"): Element => ({
    type: "element",
    tagName: "source",
    properties: { type: `image/${format}`, srcSet: image[format], sizes: SIZES, width: image.width, height: image.height },
    children: [],
  });
  // loading before src, as the pages' own pictures have it; images in a text sit below its title
  // and cover, so they wait until the reader scrolls near them.
  const properties: Element["properties"] = {
    loading: "lazy",
    decoding: "async",
    src: image.src,
    width: image.width,
    height: image.height,
    alt,
  };
  if (from.properties.title) properties.title = from.properties.title;
  return {
    type: "element",
    tagName: "picture",
    properties: {},
    children: [source("avif"), source("webp"), { type: "element", tagName: "img", properties, children: [] }],
    position: from.position,
  };
}
