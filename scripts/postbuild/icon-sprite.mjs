// The prerender writes the symbols a page's icons use after the page, once it has rendered them
// all (app/components/ui/icon-sprite.tsx). Here they move into the sprite at the top of the
// body, so each is parsed before the first icon that uses it. React leaves the inner HTML of both
// elements alone when it hydrates.
const SPRITE = /(<svg id="icon-sprite"[^>]*>)(<\/svg>)/;
const SYMBOLS = /(<svg id="icon-symbols"[^>]*>)([\s\S]*?)(<\/svg>)(?=<)/;

/** The page with its icons' symbols in the sprite at the top of the body. */
export function withIconSpriteFirst(html) {
  const symbols = SYMBOLS.exec(html);
  if (!symbols || !symbols[2] || !SPRITE.test(html)) return html;
  return html
    .replace(SYMBOLS, (_, open, __, close) => `${open}${close}`)
    .replace(SPRITE, (_, open, close) => `${open}${symbols[2]}${close}`);
}
