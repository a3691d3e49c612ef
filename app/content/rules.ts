import { PORTFOLIO_SECTIONS } from "../lib/sections";

// What any owner's content must satisfy. The rules describe valid content, not the demo: no
// project is required and a category section may be empty (the page and menus then leave it out).

/** The top 5 grid holds at least one and at most this many items. */
export const MAX_TOP5_ITEMS = 5;

/** A project may not take the address of a portfolio section (/portfolio/frontend …). */
export const RESERVED_PROJECT_SLUGS: readonly string[] = PORTFOLIO_SECTIONS;

export const IMAGE_EXTENSIONS = ["svg", "png", "jpg", "jpeg", "webp", "avif"] as const;

/** An image id: the file's path under content/images/ without its extension ("projects/msb/cover"). */
export const IMAGE_ID = /^[a-z0-9]+(?:[/_-][a-z0-9]+)*$/;

/** The fix for an image id written as a file name ("projects/msb/cover.jpg"), else undefined. */
export function droppedExtension(id: unknown): string | undefined {
  const match = typeof id === "string" ? /^(.+)\.([A-Za-z]+)$/.exec(id) : null;
  if (!match || !IMAGE_ID.test(match[1]!) || !(IMAGE_EXTENSIONS as readonly string[]).includes(match[2]!.toLowerCase())) {
    return undefined;
  }
  return `drop the extension ".${match[2]}" and write "${match[1]}"`;
}
