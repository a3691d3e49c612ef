import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { withDeferredHydration } from "./first-paint.mjs";

// The shape React Router 7 writes: modulepreload links in <head>, its context and one module
// script in <body>. (e2e/built-html.spec.ts checks the rewrite on the real build output.)
const PAGE = [
  '<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hi</main>',
  '<script>window.__reactRouterContext = {"basename":"/"};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'import * as route1 from "/assets/home-3.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  'import("/assets/entry.client-4.js");</script></body>',
].join("\n");

// Unminified, so the tests can read the script; the build minifies it (checked below).
const READABLE = { minify: false };
// The React Router (major.minor) whose prerendered pages PAGE copies.
const REWRITTEN_FOR = "7.18";

describe("withDeferredHydration", () => {
  const html = withDeferredHydration(PAGE, undefined, READABLE);
  const script = /<script type="module" async="">([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";

  it("removes the modulepreload links from the first view and keeps the stylesheet", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("imports the same modules, in a script that waits for the first paint and no longer", () => {
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script.indexOf("first-contentful-paint")).toBeLessThan(script.indexOf("modulepreload"));
    // The images on screen are not waited for: the scripts' first byte is a round trip away.
    expect(script).not.toContain("document.images");
    expect(script).not.toContain("getBoundingClientRect");
    expect(script).toContain('for (const href of ["/assets/manifest-1.js","/assets/root-2.js"])');
    expect(script).toContain(
      "const [_0, route0, route1] = await Promise.all(" +
        '[import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/home-3.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script.trim().endsWith('import("/assets/entry.client-4.js");')).toBe(true);
  });

  it("asks for the scripts largest first, the translations among them by their size", () => {
    const sizes = { "/assets/manifest-1.js": 1, "/assets/root-2.js": 9, "/assets/home-3.js": 5, "/locales/sv.json": 3 };
    const page = PAGE.replace("<head>", '<html lang="sv"><head><link rel="modulepreload" href="/assets/home-3.js"/>');
    const sorted = withDeferredHydration(page, (href) => sizes[href] ?? 0, READABLE);
    expect(sorted).toContain('["/assets/root-2.js","/assets/home-3.js"]');
    const [larger, translations, smaller] = ['["/assets/root-2.js"', "/locales/${lng}.json", '["/assets/manifest-1.js"]'].map((s) =>
      sorted.indexOf(s),
    );
    expect(larger).toBeGreaterThan(0);
    expect(translations).toBeGreaterThan(larger);
    expect(smaller).toBeGreaterThan(translations);
    // The imports, and so the order the modules run in, stay as React Router wrote them.
    expect(sorted).toContain('[import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/home-3.js")]');
  });

  it("asks for each script once when React Router lists one twice", () => {
    const twice = PAGE.replace("<head>", '<head><link rel="modulepreload" href="/assets/root-2.js"/>');
    expect(withDeferredHydration(twice, undefined, READABLE)).toContain(
      'for (const href of ["/assets/root-2.js","/assets/manifest-1.js"])',
    );
  });

  it("fetches the translations of the page's language (and the one it was built in) with the scripts", () => {
    expect(script).toContain("new Set([document.documentElement.lang, document.documentElement.dataset.prerenderedLang]");
    expect(script).toContain("href: `/locales/${lng}.json`");
    expect(script).toContain('rel: "preload", as: "fetch", crossOrigin: "anonymous"');
    expect(script.indexOf('as: "fetch"')).toBeGreaterThan(script.indexOf("first-contentful-paint"));
  });

  it("fetches the translations from under the base path the site is served under", () => {
    const under = withDeferredHydration(PAGE, undefined, { ...READABLE, base: "/portfolio/" });
    expect(under).toContain("href: `/portfolio/locales/${lng}.json`");
  });

  it("minifies the script by default, keeping what it does", () => {
    const minified = /<script type="module" async="">([\s\S]*)<\/script>/.exec(withDeferredHydration(PAGE))?.[1] ?? "";
    expect(minified.length).toBeLessThan(script.length * 0.9);
    for (const kept of ['import("/assets/home-3.js")', "first-contentful-paint", "modulepreload", '"routes/home":'])
      expect(minified).toContain(kept);
    const AsyncFunction = (async () => {}).constructor;
    expect(() => new AsyncFunction(minified.replace(/\bimport\(/g, "load("))).not.toThrow();
  });

  it("is valid JavaScript", () => {
    const AsyncFunction = (async () => {}).constructor;
    expect(() => new AsyncFunction(script.replace(/\bimport\(/g, "load("))).not.toThrow();
  });

  it("leaves a page alone that it has rewritten already, or that React Router does not hydrate", () => {
    expect(withDeferredHydration(html)).toBe(html);
    expect(withDeferredHydration("<main>static</main>")).toBe("<main>static</main>");
  });

  it("fails loudly when React Router's bootstrap no longer looks as it expects", () => {
    const context = "<script>window.__reactRouterContext = {};</script>";
    expect(() => withDeferredHydration(`${context}<main>no bootstrap</main>`)).toThrow(/bootstrap changed shape/);
    expect(() => withDeferredHydration(`${context}<script type="module">go()</script>`)).toThrow(/no static imports/);
    expect(() => withDeferredHydration(PAGE.replace(/<link rel="modulepreload"[^>]*>/g, ""))).toThrow(/no modulepreload/);
  });
});

describe("the first-view gate in a browser without Paint Timing", () => {
  it("falls back to the next frame instead of waiting for the time limit", async () => {
    const script = /<script type="module" async="">([\s\S]*?)\nfor \(const href/.exec(
      withDeferredHydration(PAGE, undefined, READABLE),
    )?.[1];
    const AsyncFunction = (async () => {}).constructor;
    const frames = [];
    const gate = new AsyncFunction("PerformanceObserver", "requestAnimationFrame", "document", "globalThis", script ?? "throw 0");
    const started = Date.now();
    await gate(undefined, (callback) => frames.push(setTimeout(callback, 0)), { images: [] }, {});
    expect(frames).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe("the first-view gate", () => {
  it("opens at the first contentful paint, whatever the images are doing", async () => {
    const script = /<script type="module" async="">([\s\S]*?)\nfor \(const href/.exec(withDeferredHydration(PAGE, undefined, READABLE))?.[1];
    const AsyncFunction = (async () => {}).constructor;
    const hero = Object.assign(new EventTarget(), { complete: false });
    let painted;
    class PaintObserver {
      constructor(callback) {
        const entries = { getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) };
        painted = () => callback(entries, this);
      }
      observe() {}
      disconnect() {}
    }
    PaintObserver.supportedEntryTypes = ["paint"];
    const gate = new AsyncFunction("document", "globalThis", "PerformanceObserver", script ?? "throw 0");
    let open = false;
    const done = gate({ images: [hero] }, { PerformanceObserver: PaintObserver }, PaintObserver).then(() => (open = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(open).toBe(false);
    painted();
    await done;
    expect(open).toBe(true);
  });
});

describe("the React Router whose bootstrap the rewrite reads", () => {
  // The rewrite depends on what React Router writes into a prerendered page, which is no public
  // interface: the modulepreload links, one module script of static imports, the route-module
  // assignment. The build fails when that shape goes away (`changed` above), but a subtler change
  // (a new global the bootstrap must set first, another order) would build and break hydration.
  it("is the minor version it was checked against", () => {
    const { version } = JSON.parse(readFileSync(createRequire(import.meta.url).resolve("react-router/package.json"), "utf8"));
    expect(
      version.split(".").slice(0, 2).join("."),
      `React Router is now ${version}: build, compare a page's bootstrap with PAGE above and the rewrite in ` +
        "first-paint.mjs, run e2e/built-html.spec.ts and the first-view specs, then update REWRITTEN_FOR " +
        "(or drop the rewrite: decision 19 has what it is worth)",
    ).toBe(REWRITTEN_FOR);
  });
});
