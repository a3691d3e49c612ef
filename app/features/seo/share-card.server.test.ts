import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { covers, wrap } from "../../../scripts/seo/type.mjs";
import { overlaySvg, shareCard, titleLines } from "./share-card.server";

const display = { face: "display", weight: 700, size: 100 } as const;

// Every folder a test makes is removed after it.
const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "share-card-"));
  temps.push(folder);
  return folder;
}

describe("link-preview cards", () => {
  it("are 1200 × 630 JPEGs of the cover, whatever its shape", async () => {
    const folder = tempFolder();
    const cover = join(folder, "tall.png");
    await sharp({ create: { width: 600, height: 900, channels: 3, background: "#3366cc" } }).png().toFile(cover);
    const jpeg = await shareCard({ cover, title: "Alpha Studio", kicker: "Portfolio · Web app" }, { cacheDir: join(folder, "cache") });
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    // The top keeps the cover's colour; the band at the bottom is dark.
    const { data } = await sharp(jpeg).extract({ left: 600, top: 20, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[2]).toBeGreaterThan(150);
  }, 20_000);

  it("are made once per cover and text, then read back from the cache", async () => {
    const folder = tempFolder();
    const cacheDir = join(folder, "cache");
    const cover = join(folder, "cover.abc123-1280.png");
    await sharp({ create: { width: 1280, height: 720, channels: 3, background: "#3366cc" } }).png().toFile(cover);
    const card = { cover, title: "Alpha Studio", kicker: "Blog" };
    const first = await shareCard(card, { cacheDir });
    const [file] = readdirSync(cacheDir);
    expect(readFileSync(join(cacheDir, file!))).toEqual(first);
    // A cached card is what the next build uses, without drawing it again.
    writeFileSync(join(cacheDir, file!), "cached");
    expect((await shareCard(card, { cacheDir })).toString()).toBe("cached");
    // Another title is another card.
    await shareCard({ ...card, title: "Beta Studio" }, { cacheDir });
    expect(readdirSync(cacheDir)).toHaveLength(2);
  }, 20_000);

  it("set the title as outlines in the site's display face, Swedish letters included", () => {
    const svg = overlaySvg({ title: "Ett lugnt bygge på våren", kicker: "Blogg" });
    expect(covers("Ett lugnt bygge på våren", display)).toBe(true);
    expect(svg).not.toContain("<text");
    expect(svg.match(/<path /g)).toHaveLength(2);
  });

  it("fall back to SVG text, escaped, for a character the face lacks", () => {
    const svg = overlaySvg({ title: "Tokyo 東京 & <more>", kicker: "Blog" });
    expect(svg).toContain(">Tokyo 東京 &amp; &lt;more&gt;</text>");
  });

  it("keep a short title large and shrink a long one to three lines, cut with an ellipsis past that", () => {
    expect(titleLines("Alpha Studio")).toEqual({ size: 76, lines: ["Alpha Studio"] });
    const long = titleLines("A title long enough to need more than one line at the largest size, and then some more words");
    expect(long.lines.length).toBeLessThanOrEqual(3);
    expect(long.size).toBeLessThan(76);
    const endless = titleLines(Array.from({ length: 40 }, (_, i) => `word${i}`).join(" "));
    expect(endless.lines).toHaveLength(3);
    expect(endless.lines[2]).toMatch(/…$/);
  });

  it("wrap words to the width and never break inside one", () => {
    const lines = wrap("one two three four five six", 600, 10, display);
    expect(lines.join(" ")).toBe("one two three four five six");
    expect(lines.length).toBeGreaterThan(1);
    expect(wrap("Supercalifragilistic", 50, 3, display)).toEqual(["Supercalifragilistic"]);
  });
});
