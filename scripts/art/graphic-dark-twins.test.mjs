// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { projects } from "./projects.mjs";

/** Mean lightness of a picture, 0 (black) to 1 (white). */
async function lightness(svg) {
  const { channels } = await sharp(Buffer.from(svg)).resize({ width: 160 }).stats();
  return (channels[0].mean + channels[1].mean + channels[2].mean) / 3 / 255;
}

describe("graphic tiles in the dark theme", () => {
  // Pale tiles glared out of the dark portfolio grid: the pieces shown on a light ground have a
  // night twin of the same composition on a dark one.
  it.each([["kvarn-coffee-packaging", "cover"], ["kvarn-coffee-packaging", "poster"], ["stumpen-signage", "cover"]])(
    "gives %s's %s a dark twin", async (slug, name) => {
      const images = projects[slug]();
      expect(await lightness(images[name])).toBeGreaterThan(0.6);
      expect(await lightness(images[`${name}-dark`])).toBeLessThan(0.35);
    },
  );

  it("hangs the theatre posters on a dark wall instead of a pale ground", async () => {
    expect(await lightness(projects["fred-for-kvall"]().cover)).toBeLessThan(0.6);
  });
});
