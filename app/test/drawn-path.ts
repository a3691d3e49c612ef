/** The path an icon inside `element` draws, read through its <use> from the page's sprite. */
export function drawnPath(element: Element | null): string | null {
  const id = element?.querySelector("svg use")?.getAttribute("href")?.slice(1);
  return (id && document.getElementById(id)?.querySelector("path")?.getAttribute("d")) ?? null;
}
