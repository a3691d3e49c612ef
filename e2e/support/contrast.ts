import type { Locator, Page } from "@playwright/test";

/**
 * The WCAG contrast ratio between an element's border and the background around it (its
 * nearest ancestor with an opaque background), and between the border and the element's own
 * fill laid over that background. Colours are read through a canvas, so any CSS colour syntax
 * (rgb, oklab, color-mix…) comes back as sRGB.
 */
export async function borderContrast(locator: Locator): Promise<{ outside: number; inside: number }> {
  return locator.evaluate((el) => {
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgba = (css: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a: a / 255 };
    };
    type Rgba = ReturnType<typeof rgba>;
    const over = (top: Rgba, bottom: Rgba): Rgba => ({
      r: top.r * top.a + bottom.r * (1 - top.a),
      g: top.g * top.a + bottom.g * (1 - top.a),
      b: top.b * top.a + bottom.b * (1 - top.a),
      a: 1,
    });
    const luminance = ({ r, g, b }: Rgba) => {
      const [R, G, B] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };

    // What is behind the element: the first ancestor whose background is not see-through,
    // with any translucent backgrounds in between laid over it.
    const layers: Rgba[] = [];
    let behind: Rgba | null = null;
    for (let node = el.parentElement; node && !behind; node = node.parentElement) {
      const colour = rgba(getComputedStyle(node).backgroundColor);
      if (colour.a >= 1) behind = colour;
      else if (colour.a > 0) layers.push(colour);
    }
    let outside = behind ?? rgba("white");
    for (const layer of layers.reverse()) outside = over(layer, outside);
    const style = getComputedStyle(el);
    const border = over(rgba(style.borderTopColor), outside);
    const fill = over(rgba(style.backgroundColor), outside);
    return { outside: ratio(border, outside), inside: ratio(border, fill) };
  });
}

/** The WCAG contrast ratio of two opaque colours as getComputedStyle writes them ("rgb(r, g, b)"). */
export function contrastRatio(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, bl = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** What a CSS colour (a custom property of the theme, say) computes to on the page, as `rgb(…)`. */
export function computedColour(page: Page, css: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.body.appendChild(document.createElement("span"));
    probe.style.color = value;
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, css);
}
