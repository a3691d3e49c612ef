import { mkdtemp, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeUnusedImages } from "./unused-images.mjs";

let dir;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "unused-images-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function files(root) {
  return (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

describe("removeUnusedImages", () => {
  it("keeps the files the built content's manifest lists and removes the rest, with their empty folders", async () => {
    const images = join(dir, "img");
    const kept = ["hero/mobile-light.aa-800.avif", "og/default.bb.jpg"];
    const other = ["projects/fixture/cover.cc-800.avif", "projects/fixture/cover.cc-800.webp", "hero/mobile-light-sv.dd-800.avif"];
    for (const file of [...kept, ...other]) {
      await mkdir(join(images, file, ".."), { recursive: true });
      await writeFile(join(images, file), "x");
    }
    const manifest = join(dir, "manifest.json");
    const entries = { "hero/mobile-light": { files: [kept[0]] }, "og/default": { files: [kept[1]] } };
    await writeFile(manifest, JSON.stringify({ images: entries }));

    expect(await removeUnusedImages(images, manifest)).toBe(3);
    expect(await files(images)).toEqual(kept.toSorted());
    expect(await readdir(images)).toEqual(expect.not.arrayContaining(["projects"]));
  });

  it("does nothing without an image folder", async () => {
    const manifest = join(dir, "manifest.json");
    await writeFile(manifest, JSON.stringify({ images: {} }));
    expect(await removeUnusedImages(join(dir, "missing"), manifest)).toBe(0);
  });
});
