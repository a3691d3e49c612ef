import { afterEach, describe, expect, it } from "vitest";
import { enterNotFoundDocument } from "./not-found-document";

type W = Window & { __reactRouterRouteModules?: Record<string, unknown> };

describe("enterNotFoundDocument", () => {
  afterEach(() => {
    delete (window as W).__reactRouterRouteModules;
    window.history.replaceState(null, "", "/");
  });

  it("starts the router at /404 and restores the visitor's URL afterwards", () => {
    (window as W).__reactRouterRouteModules = { root: {}, "routes/not-found": {} };
    window.history.replaceState(null, "", "/portfolio/nope?x=1");
    const restore = enterNotFoundDocument();
    expect(window.location.pathname).toBe("/404");
    restore?.();
    expect(window.location.pathname + window.location.search).toBe("/portfolio/nope?x=1");
  });

  it("does nothing on other pages", () => {
    (window as W).__reactRouterRouteModules = { root: {}, home: {} };
    window.history.replaceState(null, "", "/blog");
    expect(enterNotFoundDocument()).toBeNull();
    expect(window.location.pathname).toBe("/blog");
  });
});
