import type { Locator } from "@playwright/test";

/**
 * What is wrong with a row of thumbnails under a main image: the first row must run from the
 * main image's left edge to its right edge, in equal tiles 12 px apart. Empty when all is well.
 */
export async function thumbnailRowFaults(main: Locator, thumbnails: Locator): Promise<string[]> {
  const edge = (await main.boundingBox())!;
  const boxes = await thumbnails.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect));
  const top = Math.min(...boxes.map((box) => box.top));
  const row = boxes.filter((box) => Math.abs(box.top - top) < 1).sort((a, b) => a.left - b.left);
  const faults: string[] = [];
  if (row.length === 0) return ["no thumbnails"];
  if (Math.abs(row[0]!.left - edge.x) > 1) faults.push(`the row starts ${Math.round(row[0]!.left - edge.x)} px in`);
  const end = edge.x + edge.width - row.at(-1)!.right;
  if (Math.abs(end) > 1) faults.push(`the row ends ${Math.round(end)} px short of the image's edge`);
  if (Math.max(...row.map((box) => box.width)) - Math.min(...row.map((box) => box.width)) > 1) faults.push("tiles of unequal widths");
  for (let index = 1; index < row.length; index++) {
    const gap = row[index]!.left - row[index - 1]!.right;
    if (Math.abs(gap - 12) > 1) faults.push(`a gap of ${Math.round(gap)} px`);
  }
  return faults;
}
