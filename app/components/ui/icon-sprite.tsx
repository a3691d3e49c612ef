import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from "react";
import { escapeHtml } from "~/lib/escape-html";

// Each icon's shape is drawn once per page, as a <symbol> in the page's sprite; every use of it
// is `<svg><use href="#id"/></svg>`. A skill's logo that shows three times, or the arrow on
// seventeen cards, no longer repeats its path (the home page carried 75 KB of inline SVG).
//
// The prerender collects the symbols the page's icons use while it renders them, and writes them
// after the page (IconSymbols); the postbuild moves them up into the sprite at the top of the
// body (IconSprite), so they are parsed before the first icon: the page shows every icon without
// JavaScript. React leaves the inner HTML of both alone when it hydrates. In the browser an icon
// that appears later (a menu opened, another page) adds its symbol to the sprite if it is missing.

// The sprite's element id, and the one of the symbols' carrier that the postbuild empties
// (scripts/postbuild/icon-sprite.mjs finds them by these ids).
const SPRITE_ID = "icon-sprite";
const SYMBOLS_ID = "icon-symbols";

type Symbols = Map<string, { viewBox: string; path: string }>;
const Collected = createContext<Symbols | null>(null);

const symbolMarkup = (id: string, { viewBox, path }: { viewBox: string; path: string }) =>
  `<symbol id="${escapeHtml(id)}" viewBox="${escapeHtml(viewBox)}"><path d="${escapeHtml(path)}"/></symbol>`;

const SVG = "http://www.w3.org/2000/svg";

function addSymbol(id: string, viewBox: string, path: string) {
  if (document.getElementById(id)) return;
  let sprite: Element | null = document.getElementById(SPRITE_ID);
  if (!sprite) {
    // A page rendered without the root layout (a unit test): a sprite of its own.
    const created = document.createElementNS(SVG, "svg");
    created.id = SPRITE_ID;
    created.setAttribute("aria-hidden", "true");
    created.setAttribute("class", "hidden");
    document.body.prepend(created);
    sprite = created;
  }
  const symbol = document.createElementNS(SVG, "symbol");
  symbol.id = id;
  symbol.setAttribute("viewBox", viewBox);
  const shape = document.createElementNS(SVG, "path");
  shape.setAttribute("d", path);
  symbol.append(shape);
  sprite.append(symbol);
}

/**
 * Makes sure the page's sprite holds this symbol: collected while prerendering, added in the
 * browser after the render that first needs it (a layout effect, so before it paints).
 */
export function useIconSymbol(id: string, path: string, viewBox = "0 0 24 24") {
  const collected = useContext(Collected);
  if (collected && !collected.has(id)) collected.set(id, { viewBox, path });
  useLayoutEffect(() => addSymbol(id, viewBox, path), [id, viewBox, path]);
}

/** Collects the symbols of the icons rendered inside, on the server. */
export function IconSymbolsProvider({ children }: { children: ReactNode }) {
  const [collected] = useState<Symbols | null>(() => (import.meta.env.SSR ? new Map() : null));
  return <Collected value={collected}>{children}</Collected>;
}

const hidden = { "aria-hidden": true, className: "hidden", suppressHydrationWarning: true } as const;

/** The sprite, first in the body; the postbuild fills it with what IconSymbols collected. */
export function IconSprite() {
  return <svg id={SPRITE_ID} {...hidden} dangerouslySetInnerHTML={{ __html: "" }} />;
}

/** After the page: the symbols its icons used, as the prerender collected them. */
export function IconSymbols() {
  const collected = useContext(Collected);
  const markup = collected ? [...collected].map(([id, symbol]) => symbolMarkup(id, symbol)).join("") : "";
  return <svg id={SYMBOLS_ID} {...hidden} dangerouslySetInnerHTML={{ __html: markup }} />;
}
