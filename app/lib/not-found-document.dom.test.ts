import { afterEach, describe, expect, it } from "vitest";
import { enterNotFoundDocument, isNotFoundDocument, NOT_FOUND_ATTRIBUTE, NOT_FOUND_DOCUMENT } from "./not-found-document";

describe("enterNotFoundDocument", () => {
  afterEach(() => {
    document.documentElement.removeAttribute(NOT_FOUND_ATTRIBUTE);
    window.history.replaceState(null, "", "/");
  });

  it("starts the router at /404 on the not-found document and restores the visitor's URL afterwards", () => {
    document.documentElement.setAttribute(NOT_FOUND_ATTRIBUTE, "");
    window.history.replaceState(null, "", "/portfolio/nope?x=1");
    const restore = enterNotFoundDocument();
    expect(window.location.pathname).toBe("/404");
    restore?.();
    expect(window.location.pathname + window.location.search).toBe("/portfolio/nope?x=1");
  });

  it("does nothing on other pages, nor at /404 itself", () => {
    window.history.replaceState(null, "", "/blog");
    expect(enterNotFoundDocument()).toBeNull();
    expect(window.location.pathname).toBe("/blog");
    document.documentElement.setAttribute(NOT_FOUND_ATTRIBUTE, "");
    window.history.replaceState(null, "", "/404");
    expect(enterNotFoundDocument()).toBeNull();
  });
});

describe("isNotFoundDocument", () => {
  it("finds the not-found route's handle among the matches'", () => {
    expect(isNotFoundDocument([undefined, NOT_FOUND_DOCUMENT])).toBe(true);
    expect(isNotFoundDocument([undefined, { other: 1 }, null])).toBe(false);
  });
});
