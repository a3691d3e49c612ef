// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { projects } from "./projects.mjs";

// Each project drawn once: drawing sets every word in the site's faces, which takes seconds.
const drawn = new Map();
const imagesOf = (slug) => drawn.get(slug) ?? drawn.set(slug, projects[slug]()).get(slug);

/** Mean lightness of a picture, 0 (black) to 1 (white), from a small rendering of it. */
async function lightness(svg) {
  const { channels } = await sharp(Buffer.from(svg), { density: 9.6 }).stats();
  return (channels[0].mean + channels[1].mean + channels[2].mean) / 3 / 255;
}

/** Mean lightness of the top band of a picture, above a hung poster: the wall. */
async function wallLightness(svg) {
  // From the pixels: sharp's stats() would describe the whole input, not the extracted band.
  const { data, info } = await sharp(Buffer.from(svg)).extract({ left: 0, top: 0, width: 1200, height: 110 }).raw()
    .toBuffer({ resolveWithObject: true });
  let sum = 0;
  for (let i = 0; i < data.length; i += info.channels) sum += (data[i] + data[i + 1] + data[i + 2]) / 3;
  return sum / (data.length / info.channels) / 255;
}

describe("graphic tiles in the dark theme", () => {
  // Pale tiles glared out of the dark portfolio grid: the pieces shown on a light ground have a
  // night twin of the same composition on a dark one.
  it.each([["kvarn-coffee-packaging", "cover"], ["kvarn-coffee-packaging", "poster"], ["stumpen-signage", "cover"],
    ["skjortkravallerna", "cover"]])(
    "gives %s's %s a dark twin", async (slug, name) => {
      const images = imagesOf(slug);
      expect(await lightness(images[name])).toBeGreaterThan(0.6);
      expect(await lightness(images[`${name}-dark`])).toBeLessThan(0.35);
    },
  );

  it("hangs the theatre posters on a dark wall instead of a pale ground", async () => {
    const { cover, poster } = imagesOf("fred-for-kvall");
    expect(await lightness(cover)).toBeLessThan(0.6);
    // Each poster lit and shadowed as paper on the wall, not a flat card.
    for (const picture of [cover, poster]) expect(picture).toMatch(/fill="url\(#fk-sheen\)"/);
  });

  // A pale poster filling its tile is hung on a wall instead, a day wall and a night one.
  it.each(["skjortkravallerna"])("hangs %s's poster on a wall, dark at night", async (slug) => {
    const images = imagesOf(slug);
    expect(images.poster).toContain('<svg x="150" y="130" width="900" height="1200"');
    expect(await wallLightness(images.poster)).toBeGreaterThan(0.6);
    expect(await wallLightness(images["poster-dark"])).toBeLessThan(0.2);
  });

  // The pieces read as flat placeholders on a plain ground: now each is shown where it lives, a
  // poster pasted on a lit wall or a book on a table, and its night twin is the same place after dark.
  it.each([["printagon-graphics", "cover"], ["skjortkravallerna", "cover"], ["sommarnatt-festival", "cover"],
    ["tyckte-jag-horde-hundar", "cover"], ["tyckte-jag-horde-hundar", "poster"]])(
    "shows %s's %s in a place, by day and by night", async (slug, picture) => {
      const images = imagesOf(slug);
      for (const name of [picture, `${picture}-dark`]) {
        // Pasted or laid down: a sheet drawn inside the scene, with the scene's sheen over it.
        expect(images[name], name).toMatch(/<svg x="[\d.]+" y="[\d.]+" width="[\d.]+" height="[\d.]+" viewBox=/);
        expect(images[name], name).toMatch(/fill="url\(#\w+-sheen\)"/);
      }
      const [day, night] = [await lightness(images[picture]), await lightness(images[`${picture}-dark`])];
      expect(night).toBeLessThan(0.35);
      expect(day - night).toBeGreaterThan(0.1);
    },
  );
});
