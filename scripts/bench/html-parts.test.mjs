import { describe, expect, it } from "vitest";
import { htmlParts } from "./html-parts.mjs";

const DATA = '<script>window.__reactRouterContext.streamController.enqueue("[{\\"a\\":1}]");</script>';
const SPRITE = '<svg id="icon-sprite" class="hidden"><symbol id="x"><path d="M0 0h1"/></symbol></svg>';
const ICON = '<svg width="16"><use href="#x"/></svg>';

describe("htmlParts", () => {
  it("counts the loader data and every inline SVG, and compresses the whole", () => {
    const html = `<html><body>${SPRITE}<main>${ICON} Hi ${ICON}</main><script>other()</script>${DATA}</body></html>`;
    const parts = htmlParts(html);
    expect(parts.loaderData).toBe(DATA.length);
    expect(parts.inlineSvg).toBe(SPRITE.length + 2 * ICON.length);
    expect(parts.brotli).toBeGreaterThan(0);
    expect(parts.brotli).toBeLessThan(html.length);
    expect(parts.gzip).toBeGreaterThan(parts.brotli / 2);
  });

  it("tells the markup's size apart from the stylesheet the page carries", () => {
    const markup = `<html><head></head><body><main>${"Hello, world. ".repeat(40)}</main></body></html>`;
    const styled = markup.replace("<head></head>", `<head><style>${".a{color:red}.b{margin:0 auto}".repeat(30)}</style></head>`);
    expect(htmlParts(styled).markupBrotli).toBe(htmlParts(markup).brotli);
    expect(htmlParts(styled).brotli).toBeGreaterThan(htmlParts(styled).markupBrotli);
  });

  it("finds nothing in a page without data or icons", () => {
    expect(htmlParts("<main>plain</main>")).toMatchObject({ loaderData: 0, inlineSvg: 0 });
  });
});
