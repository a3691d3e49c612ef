import { describe, expect, it } from "vitest";
import { BASE_PATH, linksWithBase, withBase, withoutBase } from "./base-path";

describe("base path", () => {
  it("is / unless the build sets one, and then changes nothing", () => {
    expect(BASE_PATH).toBe("/");
    expect(withBase("/locales/en.json")).toBe("/locales/en.json");
    expect(withoutBase("/sv/blog/")).toBe("/sv/blog/");
  });

  it("puts site paths under the base path", () => {
    expect(withBase("/locales/en.json", "/portfolio/")).toBe("/portfolio/locales/en.json");
    expect(withBase("/", "/portfolio/")).toBe("/portfolio/");
    expect(withBase("/portfolio/", "/portfolio/")).toBe("/portfolio/portfolio/");
  });

  it("leaves what is not a site path alone", () => {
    for (const address of ["https://example.com/a", "//cdn.example.com/a", "#top", "mailto:a@b.c", "img/a.webp"]) {
      expect(withBase(address, "/portfolio/")).toBe(address);
    }
  });

  it("puts the owner's links to site paths under the base path, and nothing else", () => {
    const html = '<p><a href="/blog/">Blog</a> <a class="x" href="https://a.b/">A</a> <a href="//c.d/">C</a> <img src="/img/a.webp"></p>';
    expect(linksWithBase(html, "/")).toBe(html);
    expect(linksWithBase(html, "/portfolio/")).toBe(
      '<p><a href="/portfolio/blog/">Blog</a> <a class="x" href="https://a.b/">A</a> <a href="//c.d/">C</a> <img src="/img/a.webp"></p>',
    );
  });

  it("takes the base path off a browser address", () => {
    expect(withoutBase("/portfolio/sv/blog/", "/portfolio/")).toBe("/sv/blog/");
    expect(withoutBase("/portfolio/portfolio/", "/portfolio/")).toBe("/portfolio/");
    expect(withoutBase("/portfolio/", "/portfolio/")).toBe("/");
    expect(withoutBase("/portfolio", "/portfolio/")).toBe("/");
    expect(withoutBase("/elsewhere/", "/portfolio/")).toBe("/elsewhere/");
  });
});
