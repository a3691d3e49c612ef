import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeIntersectionObserver } from "./intersection.test-helper";
import { HOLD_LAZY_IMAGES, holdsLazyImages, lazyImageHoldScript } from "./lazy-image-hold";

const html = document.documentElement;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

// The parser adds a <picture>'s sources first, then its image; each is a node of its own.
function parsePicture(loading: "lazy" | "eager") {
  const picture = document.createElement("picture");
  document.body.append(picture);
  const source = document.createElement("source");
  source.setAttribute("srcset", "/img/a-480.avif 480w, /img/a-800.avif 800w");
  source.setAttribute("sizes", "100vw");
  picture.append(source);
  const image = document.createElement("img");
  image.setAttribute("loading", loading);
  image.setAttribute("src", "/img/a-800.webp");
  image.setAttribute("width", "1600");
  image.setAttribute("height", "1000");
  picture.append(image);
  return { source, image };
}

describe("lazy-image hold", () => {
  let observers: ReturnType<typeof fakeIntersectionObserver>;
  beforeEach(() => {
    observers = fakeIntersectionObserver();
    html.removeAttribute("data-hydrated");
    // The script as the page runs it: its text, not the imported function.
    new Function(lazyImageHoldScript("data-hydrated"))();
  });
  afterEach(() => {
    document.body.innerHTML = "";
    html.setAttribute("data-hydrated", "");
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("takes a lazy image's addresses, and its picture's, as the parser adds it", async () => {
    const { source, image } = parsePicture("lazy");
    await flush();
    expect(image.hasAttribute("src")).toBe(false);
    expect(source.hasAttribute("srcset")).toBe(false);
    // What sizes the box stays.
    expect(image.getAttribute("width")).toBe("1600");
    expect(source.getAttribute("sizes")).toBe("100vw");
  });

  it("leaves the first view's eager images alone", async () => {
    const { source, image } = parsePicture("eager");
    await flush();
    expect(image.getAttribute("src")).toBe("/img/a-800.webp");
    expect(source.getAttribute("srcset")).toContain("a-480.avif");
  });

  it("gives an image back as soon as it is on screen", async () => {
    const { source, image } = parsePicture("lazy");
    const other = parsePicture("lazy");
    await flush();
    observers.show(image);
    expect(image.getAttribute("src")).toBe("/img/a-800.webp");
    expect(source.getAttribute("srcset")).toBe("/img/a-480.avif 480w, /img/a-800.avif 800w");
    expect(observers.watching(image)).toBe(false);
    expect(other.image.hasAttribute("src")).toBe(false);
  });

  it("gives every image back once the page has hydrated", async () => {
    const first = parsePicture("lazy");
    const second = parsePicture("lazy");
    await flush();
    html.setAttribute("data-hydrated", "");
    await flush();
    for (const { source, image } of [first, second]) {
      expect(image.getAttribute("src")).toBe("/img/a-800.webp");
      expect(source.getAttribute("srcset")).toContain("a-800.avif 800w");
    }
  });

  it("gives them back after the load event if the page never hydrates", async () => {
    vi.useFakeTimers();
    const { image } = parsePicture("lazy");
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(4999);
    expect(image.hasAttribute("src")).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(image.getAttribute("src")).toBe("/img/a-800.webp");
  });

  it("holds nothing the app adds once the document is parsed", async () => {
    document.dispatchEvent(new Event("DOMContentLoaded"));
    const { image } = parsePicture("lazy");
    await flush();
    expect(image.getAttribute("src")).toBe("/img/a-800.webp");
  });

  it("holds a lazy image outside a picture", async () => {
    const image = document.createElement("img");
    image.setAttribute("loading", "lazy");
    image.setAttribute("src", "/img/b.webp");
    image.setAttribute("srcset", "/img/b-2x.webp 2x");
    document.body.append(image);
    await flush();
    expect(image.hasAttribute("src")).toBe(false);
    expect(image.hasAttribute("srcset")).toBe(false);
    observers.show(image);
    expect(image.getAttribute("srcset")).toBe("/img/b-2x.webp 2x");
  });
});

describe("holdsLazyImages", () => {
  it("is true when a matched route's handle asks for the hold", () => {
    expect(holdsLazyImages([undefined, HOLD_LAZY_IMAGES])).toBe(true);
    expect(holdsLazyImages([undefined, { other: 1 }, null])).toBe(false);
  });
});
