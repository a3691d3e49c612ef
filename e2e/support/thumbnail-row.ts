import type { Locator } from "@playwright/test";

/**
 * What is wrong with a row of thumbnails under a main image: the first row starts at the main
 * image's left edge and stays within its right edge, its pictures all 96 px tall, top-aligned and
 * 12 px apart, each at its own width. Empty when all is well.
 */
export async function thumbnailRowFaults(main: Locator, thumbnails: Locator): Promise<string[]> {
  const edge = (await main.boundingBox())!;
  const boxes = await thumbnails.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect));
  const top = Math.min(...boxes.map((box) => box.top));
  const row = boxes.filter((box) => Math.abs(box.top - top) < 1).sort((a, b) => a.left - b.left);
  const faults: string[] = [];
  if (row.length === 0) return ["no thumbnails"];
  if (Math.abs(row[0]!.left - edge.x) > 1) faults.push(`the row starts ${Math.round(row[0]!.left - edge.x)} px in`);
  if (row.at(-1)!.right > edge.x + edge.width + 1) faults.push("the row runs past the image's edge");
  for (const box of boxes) if (Math.abs(box.height - 96) > 1) faults.push(`a thumbnail ${Math.round(box.height)} px tall`);
  for (let index = 1; index < row.length; index++) {
    const gap = row[index]!.left - row[index - 1]!.right;
    if (Math.abs(gap - 12) > 1) faults.push(`a gap of ${Math.round(gap)} px`);
  }
  return faults;
}
