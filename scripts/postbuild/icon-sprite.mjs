// The prerender writes a page's icon symbols after the page (app/components/ui/icon-sprite.tsx); they
// move to the sprite at the top of the body, parsed before the first icon uses them.
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
