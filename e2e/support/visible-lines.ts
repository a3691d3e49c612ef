/**
 * The number of text lines shown inside an element: distinct line tops of its text, counting only
 * lines that end inside its box (a clamped box still lays out the lines it hides). Runs in the page.
 */
export function visibleLines(el: Element): number {
  const box = el.getBoundingClientRect();
  const tops = new Set<number>();
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(walker.currentNode);
    for (const rect of range.getClientRects()) {
      if (rect.height > 0 && rect.bottom <= box.bottom + 1) tops.add(Math.round(rect.top));
    }
  }
  return tops.size;
}
