import type { Locator } from "@playwright/test";

/** A page title as drawn: its font size and line height in px, its lines, and any word split across lines. */
export type TitleShape = { size: number; lineHeight: number; lines: number; splitWords: string[] };

/** Measures a heading in the page: how big it is set, how many lines it takes, which words break. */
export function titleShape(heading: Locator): Promise<TitleShape> {
  return heading.evaluate((el) => {
    const style = getComputedStyle(el);
    const tops = new Set<number>();
    const splitWords: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      for (const word of node.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const wordTops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (wordTops.size > 1) splitWords.push(word[0]);
        for (const top of wordTops) tops.add(top);
      }
    }
    return {
      size: Number.parseFloat(style.fontSize),
      lineHeight: Number.parseFloat(style.lineHeight),
      lines: tops.size,
      splitWords,
    };
  });
}
