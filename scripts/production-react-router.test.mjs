import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { productionReactRouter } from "./production-react-router.mjs";

// The plugin names React Router's files by their place in its package, which its exports do not
// promise: these checks fail on the upgrade that moves them, or that makes the plugin needless.
const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync(require.resolve("react-router/package.json"), "utf8"));
const resolve = (source, ssr) => productionReactRouter().resolveId(source, undefined, { ssr });

describe("productionReactRouter", () => {
  it("gives the browser build React Router's production files, which are where the plugin looks", () => {
    for (const source of ["react-router", "react-router/dom"]) {
      const file = resolve(source, false);
      expect(file, `${source}: React Router moved its production build; update scripts/production-react-router.mjs`).toMatch(
        /dist[/\\]production[/\\]/,
      );
      expect(existsSync(file), `${file} is gone: React Router moved its production build; update the plugin`).toBe(true);
    }
  });

  it("leaves the prerender's imports, and every other module, to Node's resolution", () => {
    expect(resolve("react-router", true)).toBeNull();
    expect(resolve("react", false)).toBeNull();
  });

  it("is still needed: React Router's exports name only its development build", () => {
    const exports = JSON.stringify([pkg.exports["."], pkg.exports["./dom"]]);
    expect(
      exports.includes("/production/"),
      `React Router ${pkg.version} now exports its production build itself: remove scripts/production-react-router.mjs ` +
        "and its line in vite.config.ts (decision 19)",
    ).toBe(false);
  });
});
