import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeImage } from "~/test/fake-image";
import { HeroPicture } from "./hero-picture";

const SIZES = { mobile: [1200, 960], tablet: [1600, 1040], desktop: [1600, 1360] } as const;
const ART = Object.fromEntries(
  Object.entries(SIZES).map(([size, [w, h]]) => [
    size,
    { light: fakeImage(`hero/${size}-light`, w, h), dark: fakeImage(`hero/${size}-dark`, w, h) },
  ]),
) as Parameters<typeof HeroPicture>[0]["art"];

function pictures() {
  const { container } = render(<HeroPicture art={ART} />);
  const [light, dark] = [...container.querySelectorAll("picture")];
  if (!light || !dark) throw new Error("expected a light and a dark <picture>");
  return { light, dark };
}

describe("HeroPicture", () => {
  it("art-directs desktop (≥ 1536 px), tablet (≥ 768 px) and mobile files, AVIF before WebP", () => {
    const { light } = pictures();
    const sources = [...light.querySelectorAll("source")].map((s) => [
      s.getAttribute("media"),
      s.getAttribute("type"),
      s.getAttribute("srcset")?.split(" ")[0],
    ]);
    expect(sources).toEqual([
      ["(min-width: 1536px)", "image/avif", "/img/hero/desktop-light.abc123-320.avif"],
      ["(min-width: 1536px)", "image/webp", "/img/hero/desktop-light.abc123-320.webp"],
      ["(min-width: 768px)", "image/avif", "/img/hero/tablet-light.abc123-320.avif"],
      ["(min-width: 768px)", "image/webp", "/img/hero/tablet-light.abc123-320.webp"],
      [null, "image/avif", "/img/hero/mobile-light.abc123-320.avif"],
      [null, "image/webp", "/img/hero/mobile-light.abc123-320.webp"],
    ]);
  });

  it("gives every source its own size, so each breakpoint reserves its aspect ratio", () => {
    const { light } = pictures();
    const boxes = [...light.querySelectorAll("source")].map((s) => `${s.getAttribute("width")}×${s.getAttribute("height")}`);
    expect(boxes).toEqual(["1600×1360", "1600×1360", "1600×1040", "1600×1040", "1200×960", "1200×960"]);
    const img = light.querySelector("img")!;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "960"]);
  });

  it("shows light or dark by the theme class alone, light by default", () => {
    const { light, dark } = pictures();
    expect(light.querySelector("img")!.className).toMatch(/(^| )block( |$)/);
    expect(light.querySelector("img")!.className).toContain("dark:hidden");
    expect(dark.querySelector("img")!.className).toMatch(/(^| )hidden( |$)/);
    expect(dark.querySelector("img")!.className).toContain("dark:block");
    expect(dark.querySelector("source")!.getAttribute("srcset")).toContain("/img/hero/desktop-dark.");
  });

  it("loads the default theme's image first and never fetches the hidden dark one", () => {
    const { light, dark } = pictures();
    expect(light.querySelector("img")).toHaveAttribute("loading", "eager");
    expect(light.querySelector("img")).toHaveAttribute("fetchpriority", "high");
    // display:none keeps a lazy image from loading: the dark art costs light visitors nothing.
    expect(dark.querySelector("img")).toHaveAttribute("loading", "lazy");
  });

  it("renders nothing when the art has not been built (unit tests, a fresh checkout)", () => {
    const { container } = render(<HeroPicture art={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
