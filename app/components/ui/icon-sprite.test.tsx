import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Icon } from "./icon";
import { IconSprite, IconSymbols, IconSymbolsProvider } from "./icon-sprite";
import { TechGlyph } from "./tech-glyph";

const REACT = { slug: "react", title: "React", hex: "61DAFB", path: "M1 1h22v22H1z" };

afterEach(() => {
  vi.unstubAllEnvs();
  document.getElementById("icon-sprite")?.remove();
});

describe("icons drawn from the page's sprite", () => {
  it("prerenders each symbol once, after the page, however often it is used", () => {
    vi.stubEnv("SSR", true);
    const html = renderToString(
      <body>
        <IconSprite />
        <IconSymbolsProvider>
          <Icon name="arrowRight" />
          <Icon name="arrowRight" />
          <TechGlyph icon={REACT} />
          <TechGlyph icon={REACT} />
          <IconSymbols />
        </IconSymbolsProvider>
      </body>,
    );
    expect(html.match(/<use href="#icon-arrowRight"/g)).toHaveLength(2);
    expect(html.match(/<use href="#tech-react"/g)).toHaveLength(2);
    expect(html.match(/<symbol /g)).toHaveLength(2);
    expect(html).toContain('<symbol id="tech-react" viewBox="0 0 24 24"><path d="M1 1h22v22H1z"/></symbol>');
    expect(html.indexOf("<symbol")).toBeGreaterThan(html.lastIndexOf("<use"));
  });

  it("adds a missing symbol in the browser once, when an icon first needs it", () => {
    const { rerender } = render(<Icon name="menu" />);
    rerender(
      <>
        <Icon name="menu" />
        <Icon name="close" />
      </>,
    );
    const sprite = document.getElementById("icon-sprite")!;
    expect([...sprite.querySelectorAll("symbol")].map((symbol) => symbol.id)).toEqual(["icon-menu", "icon-close"]);
    expect(sprite.querySelector("#icon-close path")).toHaveAttribute("d", "M6 6l12 12M18 6 6 18");
  });
});
