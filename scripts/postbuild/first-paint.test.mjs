import { describe, expect, it } from "vitest";
import { withHydrationAfterHero, withLowPriorityModules } from "./first-paint.mjs";

// The shape React Router 7 prerenders (see build/client/index.html).
const BOOTSTRAP = `<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/profile-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"home":route1};

import("/assets/entry.client-4.js");</script>`;
const PAGE = `<head><link rel="modulepreload" href="/assets/root-2.js"/></head><body><img fetchpriority="high" src="/h.avif">${BOOTSTRAP}</body>`;

describe("withLowPriorityModules", () => {
  it("fetches the hydration modules after the first view's resources", () => {
    expect(withLowPriorityModules(PAGE)).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/root-2.js"/>');
    expect(withLowPriorityModules(withLowPriorityModules(PAGE))).toBe(withLowPriorityModules(PAGE));
  });
});

describe("withHydrationAfterHero", () => {
  const script = withHydrationAfterHero(PAGE).match(/<script type="module">([\s\S]*)<\/script>/)?.[1] ?? "";

  it("loads the same modules, in the same order, after the hero is painted", () => {
    const waits = script.indexOf("requestAnimationFrame");
    expect(waits).toBeGreaterThan(0);
    expect(script.indexOf('await import("/assets/manifest-1.js");')).toBeGreaterThan(waits);
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root-2.js"), import("/assets/profile-3.js")]);');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"home":route1};');
    expect(script.trim().endsWith('import("/assets/entry.client-4.js");')).toBe(true);
    expect(script).not.toMatch(/^import /m);
  });

  it("is valid JavaScript for a module", async () => {
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    expect(() => new AsyncFunction(script)).not.toThrow();
  });

  it("refuses a bootstrap it does not understand rather than guess", () => {
    const odd = PAGE.replace('import("/assets/entry.client-4.js");', 'import("/assets/entry.client-4.js");\nwindow.x = 1;');
    expect(() => withHydrationAfterHero(odd)).toThrow(/changed shape/);
  });

  it("leaves a page without a bootstrap alone", () => {
    expect(withHydrationAfterHero("<p>redirect</p>")).toBe("<p>redirect</p>");
  });
});
