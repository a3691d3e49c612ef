import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeImage } from "~/test/fake-image";
import { ResponsiveImage } from "./responsive-image";

function renderImage(props: Partial<Parameters<typeof ResponsiveImage>[0]> = {}) {
  const image = fakeImage("projects/msb/cover", 1600, 1000);
  const { container } = render(<ResponsiveImage image={image} alt="The MSB start page" {...props} />);
  const picture = container.querySelector("picture");
  if (!picture) throw new Error("no <picture>");
  return { image, picture, img: picture.querySelector("img")!, sources: [...picture.querySelectorAll("source")] };
}

describe("ResponsiveImage", () => {
  it("offers AVIF first, then WebP, each with its srcset and sizes", () => {
    const { image, sources } = renderImage({ sizes: "(min-width: 1024px) 50vw, 100vw" });
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]).toHaveAttribute("srcset", image.avif);
    expect(sources[1]).toHaveAttribute("srcset", image.webp);
    for (const source of sources) expect(source).toHaveAttribute("sizes", "(min-width: 1024px) 50vw, 100vw");
  });

  it("reserves the image's box with width and height, and carries the alt text", () => {
    const { image, img } = renderImage();
    expect(img).toHaveAttribute("src", image.src);
    expect(img).toHaveAttribute("width", "1600");
    expect(img).toHaveAttribute("height", "1000");
    expect(img).toHaveAttribute("alt", "The MSB start page");
  });

  it("loads lazily and decodes off the main thread by default, at full width", () => {
    const { img, sources } = renderImage();
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).toHaveAttribute("decoding", "async");
    expect(img).not.toHaveAttribute("fetchpriority");
    expect(sources[0]).toHaveAttribute("sizes", "100vw");
  });

  it("loads at once with high priority when it is the priority image", () => {
    const { img } = renderImage({ priority: true });
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("keeps an empty alt for a decorative image", () => {
    const { img } = renderImage({ alt: "" });
    expect(img).toHaveAttribute("alt", "");
  });

  it("fills the box with the image's dominant colour until it loads", () => {
    const image = { ...fakeImage("blog/post/cover"), placeholder: "#c2410c" };
    const { container } = render(<ResponsiveImage image={image} alt="" />);
    expect(container.querySelector("img")).toHaveStyle({ backgroundColor: "#c2410c" });
  });
});
