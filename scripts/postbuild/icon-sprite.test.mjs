import { describe, expect, it } from "vitest";
import { withIconSpriteFirst } from "./icon-sprite.mjs";

const SYMBOL = '<symbol id="icon-menu" viewBox="0 0 24 24"><path d="M4 7h16"/></symbol>';
const page = (symbols) =>
  '<body><svg id="icon-sprite" aria-hidden="true" class="hidden"></svg><main><svg width="20"><use href="#icon-menu"></use></svg></main>' +
  `<svg id="icon-symbols" aria-hidden="true" class="hidden">${symbols}</svg><script>x()</script></body>`;

describe("withIconSpriteFirst", () => {
  it("moves the collected symbols into the sprite at the top of the body", () => {
    const html = withIconSpriteFirst(page(SYMBOL + SYMBOL.replaceAll("menu", "close")));
    expect(html.indexOf("icon-close")).toBeLessThan(html.indexOf("<main>"));
    expect(html).toContain('<svg id="icon-symbols" aria-hidden="true" class="hidden"></svg><script>');
    expect(html.match(/<symbol /g)).toHaveLength(2);
  });

  it("leaves a page without symbols, or done already, as it is", () => {
    expect(withIconSpriteFirst(page(""))).toBe(page(""));
    const once = withIconSpriteFirst(page(SYMBOL));
    expect(withIconSpriteFirst(once)).toBe(once);
  });
});
