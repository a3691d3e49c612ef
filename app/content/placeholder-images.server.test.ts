import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { placeholderSvg } from "../../scripts/content/placeholder-svg.mjs";
import { placeholderImages } from "./placeholder-images.server";

describe("placeholderImages", () => {
  let root = "";
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "placeholders-"));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  async function put(file: string, text: string) {
    await mkdir(join(root, "images", file, ".."), { recursive: true });
    await writeFile(join(root, "images", file), text);
  }

  it("lists the scaffolds' placeholders in every folder, and not the owner's pictures", async () => {
    await put("projects/shop/cover.svg", placeholderSvg("projects/shop/cover.svg", 1600, 1000));
    await put("blog/hi/figure.svg", placeholderSvg("blog/hi/figure.svg", 1600, 900));
    await put("blog/hi/cover.svg", '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="10"><!-- my own --></svg>');
    await put("projects/shop/tall.png", "not an svg");
    expect(await placeholderImages(root)).toEqual(["images/blog/hi/figure.svg", "images/projects/shop/cover.svg"]);
  });

  it("finds nothing in a content folder without images", async () => {
    expect(await placeholderImages(root)).toEqual([]);
  });
});

describe("placeholderSvg", () => {
  it("says in the file which picture it stands for and what to do with it", () => {
    expect(placeholderSvg("projects/shop/cover.svg", 1600, 1000)).toContain(
      "<!-- placeholder: replace content/images/projects/shop/cover.svg with your own picture",
    );
  });
});
