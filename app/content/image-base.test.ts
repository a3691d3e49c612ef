import { describe, expect, it } from "vitest";
import { fakeImage } from "~/test/fake-image";
import { imageWithBase } from "./image-base";

describe("imageWithBase", () => {
  const image = {
    ...fakeImage("projects/alpha/cover"),
    variants: [{ width: 320, height: 200, avif: "/img/a.abc123-320.avif", webp: "/img/a.abc123-320.webp" }],
    share: "/img/og/default.abc123.jpg",
  };

  it("returns the image as it is at the root", () => {
    expect(imageWithBase(image, "/")).toBe(image);
  });

  it("puts every address of the image under the base path", () => {
    const moved = imageWithBase(image, "/portfolio/");
    const addresses = [
      moved.src,
      moved.share!,
      ...[moved.avif, moved.webp].flatMap((set) => set.split(", ").map((part) => part.split(" ")[0]!)),
      ...(moved.variants ?? []).flatMap((variant) => [variant.avif, variant.webp]),
    ];
    expect(addresses.length).toBeGreaterThan(4);
    for (const address of addresses) expect(address).toMatch(/^\/portfolio\/img\//);
    expect(moved.webp.split(", ").map((part) => part.split(" ")[1])).toEqual(image.webp.split(", ").map((part) => part.split(" ")[1]));
  });
});
