// Runs inline in <head>, with the boot script, before the body is parsed. On a slow phone the
// scripts that hydrate the page are asked for after the first paint, and by then the lazy images
// just below the first screen have taken connections and bandwidth: the browser starts a lazy
// image well before it is reached (over a screen ahead once the line looks slow). On the bench's
// HTTP/1.1 server, six requests at a time, three of a project page's scripts then waited a round
// trip for a connection. So until the page has hydrated, a lazy image keeps its addresses to
// itself: the script takes `src` and `srcset` off the image and its <picture>'s sources as the
// parser adds them, and puts them back
// - as soon as the image is on screen (the visitor scrolled, or a wide screen shows it at once);
// - when the page has hydrated (`data-hydrated` on <html>), for the rest;
// - if it never does, RELEASE_AFTER_LOAD_MS after the load event.
// The image keeps its box meanwhile: its width and height attributes, or its CSS, size it.
// Images the build marks as eager (the first view) are never held, nor is anything without
// JavaScript. React hydrates the waiting images as they are: its production build compares no
// attributes (its development build would report each one, so `npm run dev` leaves the hold out).
// The script costs 0.34 KB brotli of HTML, so only the pages made of image cards and galleries
// carry it (a route's `handle`, HOLD_LAZY_IMAGES); the profile has one lazy image.

type LazyImageHoldConfig = {
  /** The attribute the app sets on <html> once it has hydrated. */
  hydratedAttribute: string;
  releaseAfterLoadMs: number;
};

const RELEASE_AFTER_LOAD_MS = 5000;

/** A route's `handle` for pages whose lazy images should wait for hydration. */
export const HOLD_LAZY_IMAGES = { holdLazyImages: true } as const;

export function holdsLazyImages(handles: readonly unknown[]): boolean {
  return handles.some((handle) => typeof handle === "object" && handle !== null && "holdLazyImages" in handle);
}

function holdLazyImages(c: LazyImageHoldConfig): void {
  const html = document.documentElement;
  if (!window.IntersectionObserver || html.hasAttribute(c.hydratedAttribute)) return;
  // Per held image: the elements whose addresses were taken, with what they were.
  const held = new Map<Element, [Element, string, string][]>();
  const release = (image: Element) => {
    for (const [element, name, value] of held.get(image) || []) element.setAttribute(name, value);
    held.delete(image);
    onScreen.unobserve(image);
  };
  const releaseAll = () => {
    parsing.disconnect();
    hydration.disconnect();
    held.forEach((_, image) => release(image));
  };
  const onScreen = new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) release(entry.target);
  });
  // The parser adds elements one at a time, so every image is an added node of its own.
  const parsing = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((image) => {
        if (!(image instanceof HTMLImageElement) || image.getAttribute("loading") !== "lazy") return;
        const picture = image.parentElement;
        const taken: [Element, string, string][] = [];
        for (const element of picture && picture.tagName === "PICTURE" ? Array.from(picture.children) : [image]) {
          for (const name of ["srcset", "src"]) {
            const value = element.getAttribute(name);
            if (value === null) continue;
            taken.push([element, name, value]);
            element.removeAttribute(name);
          }
        }
        held.set(image, taken);
        onScreen.observe(image);
      });
    }
  });
  parsing.observe(document, { childList: true, subtree: true });
  // Images the app renders later load as the browser decides.
  document.addEventListener("DOMContentLoaded", () => parsing.disconnect());
  const hydration = new MutationObserver(() => {
    if (html.hasAttribute(c.hydratedAttribute)) releaseAll();
  });
  hydration.observe(html, { attributeFilter: [c.hydratedAttribute] });
  window.addEventListener("load", () => setTimeout(releaseAll, c.releaseAfterLoadMs));
}

export function lazyImageHoldScript(hydratedAttribute: string): string {
  const config: LazyImageHoldConfig = { hydratedAttribute, releaseAfterLoadMs: RELEASE_AFTER_LOAD_MS };
  return `(${holdLazyImages.toString()})(${JSON.stringify(config)})`;
}
