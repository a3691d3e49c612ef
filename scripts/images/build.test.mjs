// @vitest-environment node
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildImages } from "./build.mjs";

let root;
let dirs;
// One width (320 px) unless a test needs more: each width is an AVIF and a WebP encoded for real.
const svg = (fill, width = 320, height = 200) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/><circle cx="50%" cy="50%" r="30%" fill="#0f766e"/></svg>`;

async function source(id, content) {
  const path = join(dirs.sourceDir, id);
  await mkdir(join(path, ".."), { recursive: true });
  await writeFile(path, content);
}

const build = () => buildImages({ ...dirs, concurrency: 2 });
const outputs = async () => (await readdir(dirs.outputDir, { recursive: true })).filter((f) => /\.\w+$/.test(f)).sort();

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "images-"));
  dirs = {
    sourceDir: join(root, "content/images"),
    outputDir: join(root, "public/img"),
    manifestPath: join(root, ".cache/manifest.json"),
    artDir: join(root, ".cache/art"),
  };
});
afterEach(() => rm(root, { recursive: true, force: true }));

// Encoding real images is CPU-bound: the suite gets room on a busy two-core machine.
describe("buildImages", { timeout: 60_000 }, () => {
  it("builds AVIF and WebP at each width up to the source's own, named by its hash", async () => {
    await source("projects/msb/cover.svg", svg("#c2410c", 800, 500));
    const { manifest, built } = await build();
    expect(built).toBe(1);
    const entry = manifest.images["projects/msb/cover"];
    expect(entry).toMatchObject({ width: 800, height: 500 });
    // The dominant colour, as sharp's histogram bins it: the orange background.
    expect(entry.placeholder).toMatch(/^#c[0-9a-f]4[0-9a-f]0[0-9a-f]$/);
    expect(entry.variants.map((v) => [v.width, v.height])).toEqual([[320, 200], [480, 300], [640, 400], [800, 500]]);
    const cover = `projects/msb/cover.${entry.hash}`;
    expect(await outputs()).toEqual([320, 480, 640, 800].flatMap((w) => [`${cover}-${w}.avif`, `${cover}-${w}.webp`]).sort());
    const avif = await sharp(join(dirs.outputDir, `projects/msb/cover.${entry.hash}-480.avif`)).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(["heif", 480, 300]);
    // Every width keeps the source's colours (the orange background), in both formats.
    for (const file of [`${cover}-320.webp`, `${cover}-480.avif`, `${cover}-800.webp`]) {
      const corner = await sharp(join(dirs.outputDir, file)).extract({ left: 4, top: 4, width: 1, height: 1 }).raw().toBuffer();
      const distance = [0xc2, 0x41, 0x0c].map((channel, i) => Math.abs(channel - corner[i]));
      expect(Math.max(...distance), file).toBeLessThan(16);
    }
    const written = JSON.parse(await readFile(dirs.manifestPath, "utf8"));
    expect(written.images["projects/msb/cover"].variants[0].avif).toBe(`/img/projects/msb/cover.${entry.hash}-320.avif`);
  });

  it("reads PNG and JPEG sources and never upscales them", async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#0f766e" } }).png().toBuffer();
    const jpg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#faf7f2" } }).jpeg().toBuffer();
    await source("blog/small.png", png);
    await source("blog/large.jpg", jpg);
    const { manifest } = await build();
    expect(manifest.images["blog/small"].variants.map((v) => v.width)).toEqual([320, 400]);
    expect(manifest.images["blog/large"]).toMatchObject({ width: 1920, height: 960 });
  });

  it("reuses unchanged images, rebuilds a changed one and removes its old files", async () => {
    await source("a.svg", svg("#c2410c"));
    await source("b.svg", svg("#17151f"));
    const first = await build();
    const started = performance.now();
    const again = await build();
    expect(performance.now() - started).toBeLessThan(1000);
    expect([again.built, again.reused]).toEqual([0, 2]);
    expect(again.manifest).toEqual(first.manifest);

    await source("a.svg", svg("#0f766e"));
    const changed = await build();
    expect([changed.built, changed.reused]).toEqual([1, 1]);
    const oldHash = first.manifest.images.a.hash;
    expect(changed.manifest.images.a.hash).not.toBe(oldHash);
    expect((await outputs()).some((file) => file.includes(oldHash))).toBe(false);
  });

  it("reuses the images of a copy of the content folder (CONTENT_DIR builds)", async () => {
    await source("a.svg", svg("#c2410c"));
    const first = await build();
    const copy = join(dirs.sourceDir, "..", "..", "copy", "images");
    await cp(dirs.sourceDir, copy, { recursive: true });
    const again = await buildImages({ ...dirs, sourceDir: copy });
    expect([again.built, again.reused]).toEqual([0, 1]);
    expect(again.manifest.images.a.files).toEqual(first.manifest.images.a.files);
  });

  it("keeps each content folder's files when builds alternate between folders, and reuses shared ones", async () => {
    const other = join(root, "e2e/content/images");
    const buildOther = () => buildImages({ ...dirs, sourceDir: other, concurrency: 2 });
    await source("a.svg", svg("#c2410c"));
    await source("owner.svg", svg("#17151f"));
    await mkdir(other, { recursive: true });
    await writeFile(join(other, "a.svg"), svg("#c2410c"));
    await writeFile(join(other, "tests.svg"), svg("#0f766e"));

    expect((await build()).built).toBe(2);
    const tests = await buildOther();
    expect([tests.built, tests.reused, tests.removed]).toEqual([1, 1, 0]);
    const owner = await build();
    expect([owner.built, owner.reused, owner.removed]).toEqual([0, 2, 0]);
    expect((await buildOther()).built).toBe(0);
    // The last build's manifest is the one the loaders read.
    expect(Object.keys(JSON.parse(await readFile(dirs.manifestPath, "utf8")).images)).toEqual(["a", "tests"]);

    // A folder that is gone no longer keeps its files.
    await rm(join(root, "e2e"), { recursive: true });
    const alone = await build();
    expect(alone.removed).toBeGreaterThan(0);
    expect((await outputs()).some((file) => file.startsWith("tests."))).toBe(false);
  });

  it("rebuilds an image whose output files went missing", async () => {
    await source("a.svg", svg("#c2410c"));
    const { manifest } = await build();
    await rm(join(dirs.outputDir, manifest.images.a.files[0]));
    expect((await build()).built).toBe(1);
  });

  it("gives og/ images a full-size JPEG for social previews", async () => {
    await source("og/default.svg", svg("#faf7f2", 1200, 630));
    const { manifest } = await build();
    expect(manifest.images["og/default"].share).toMatch(/^\/img\/og\/default\.[0-9a-f]+\.jpg$/);
  });

  it("stops on a default share image that is not 1200 × 630, naming its file and size", async () => {
    await source("og/default.svg", svg("#faf7f2", 1000, 600));
    await expect(build()).rejects.toThrow(/og\/default\.svg: is 1000 × 600 px; the share image must be 1200 × 630/);
  });

  it("writes each art group's images for the layout components", async () => {
    await source("hero/mobile-light.svg", svg("#faf7f2", 480, 300));
    await source("projects/msb/cover.svg", svg("#c2410c"));
    await build();
    const hero = JSON.parse(await readFile(join(dirs.artDir, "hero.json"), "utf8"));
    expect(Object.keys(hero)).toEqual(["hero/mobile-light"]);
    expect(hero["hero/mobile-light"].avif).toMatch(/^\/img\/hero\/mobile-light\.\w+-320\.avif 320w, /);
    // The file is bundled into the pages' scripts: no per-width list the <picture> does not read.
    expect(hero["hero/mobile-light"]).not.toHaveProperty("variants");
  });

  it("fails naming the file when a source is broken", async () => {
    await source("good.svg", svg("#c2410c"));
    await source("projects/broken.png", "this is not a PNG");
    await expect(build()).rejects.toThrow(/Image build failed:\n.*content\/images\/projects\/broken\.png: cannot be read as an image/);
  });

  it("fails on a malformed SVG", async () => {
    await source("bad.svg", "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><rect></svg>");
    await expect(build()).rejects.toThrow(/content\/images\/bad\.svg: cannot be read as an image/);
  });

  it("rejects names that would make poor URLs, other file types and two sources for one id", async () => {
    await source("Project Shots/Cover.PNG", "x");
    await source("notes.txt", "x");
    await source("hero/art.svg", svg("#c2410c"));
    await source("hero/art.png", "x");
    const error = await build().catch((e) => e);
    expect(error.message).toMatch(/Project Shots\/Cover\.PNG: name folders and files with lowercase letters/);
    expect(error.message).toMatch(/notes\.txt: not an image source/);
    expect(error.message).toMatch(/hero\/art\.svg: image "hero\/art" also exists as .*hero\/art\.png/);
  });

  it("stops on a misnamed source before encoding any image", async () => {
    await source("good.svg", svg("#c2410c"));
    await source("hero/art.svg", svg("#c2410c"));
    await source("hero/art.jpg", "x");
    await expect(build()).rejects.toThrow(/keep one source per id/);
    // Not one file written: the output folder is not even made.
    expect(await outputs().catch(() => [])).toEqual([]);
  });

  it("stops on a partial set of the hero's Swedish twins before encoding any image", async () => {
    for (const name of ["mobile-light", "mobile-dark", "mobile-light-sv"]) await source(`hero/${name}.svg`, svg("#faf7f2"));
    await expect(build()).rejects.toThrow(/content\/images\/hero: the sv twins are all or none; missing mobile-dark-sv/);
    expect(await outputs().catch(() => [])).toEqual([]);
  });

  it("keeps what did encode when another image fails, so the next build encodes only the rest", async () => {
    await source("good.svg", svg("#c2410c"));
    await source("projects/broken.png", "this is not a PNG");
    await expect(build()).rejects.toThrow(/broken\.png: cannot be read as an image/);
    await rm(join(dirs.sourceDir, "projects/broken.png"));
    const { built, reused } = await build();
    expect({ built, reused }).toEqual({ built: 0, reused: 1 });
  });
});
