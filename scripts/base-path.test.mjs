import { describe, expect, it } from "vitest";
import { normalizeBasePath } from "./base-path.mjs";

describe("normalizeBasePath", () => {
  it("is / without a setting", () => {
    for (const value of [undefined, "", "/", " // "]) expect(normalizeBasePath(value)).toBe("/");
  });

  it("gives any spelling of a path one leading and one trailing slash", () => {
    for (const value of ["portfolio", "/portfolio", "portfolio/", "/portfolio/"]) expect(normalizeBasePath(value)).toBe("/portfolio/");
    expect(normalizeBasePath("/sites/my.portfolio_2")).toBe("/sites/my.portfolio_2/");
  });

  it("refuses what is not a plain path", () => {
    for (const value of ["https://x.github.io/portfolio", "/a b/", "/a/../b", "/a?x", "/a//b"]) {
      expect(() => normalizeBasePath(value)).toThrow(/BASE_PATH/);
    }
  });
});
