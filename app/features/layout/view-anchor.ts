/**
 * Remembers what sits at the top of the view, under the header, and returns a function that
 * scrolls it back to the same place. A page re-rendered in another language has longer or
 * shorter texts above the view; without this the visitor would find themselves elsewhere.
 */
export function anchorView(win: Window = window): () => void {
  const doc = win.document;
  const headerBottom = Math.max(0, doc.querySelector("body > header")?.getBoundingClientRect().bottom ?? 0);
  const element = doc.elementFromPoint(win.innerWidth / 2, headerBottom + 8);
  if (!element || element === doc.documentElement || element === doc.body) return () => {};
  const top = element.getBoundingClientRect().top;
  return () => {
    if (element.isConnected) win.scrollBy(0, element.getBoundingClientRect().top - top);
  };
}
