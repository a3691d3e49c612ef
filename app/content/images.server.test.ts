// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveImage } from "./images.server";

// Every folder the tests make is removed once they are done.
const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function tempFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

function manifestWith(images: Record<string, unknown>): string {
  const path = join(tempFolder("manifest-"), "manifest.json");
  writeFileSync(path, JSON.stringify({ version: 1, images }));
  return path;
}

// Image sources of the tests' own: one hero picture, no project covers.
const SOURCES = join(tempFolder("sources-"), "images");
mkdirSync(join(SOURCES, "hero"), { recursive: true });
writeFileSync(join(SOURCES, "hero/mobile-light.svg"), "<svg/>");

const ENTRY = {
  hash: "abc123",
  source: "content/images/projects/msb/cover.png",
  width: 1200,
  height: 750,
  placeholder: "#faf7f2",
  files: [],
  variants: [320, 640, 960, 1200].map((w) => ({
    width: w,
    height: Math.round((w * 750) / 1200),
    avif: `/img/projects/msb/cover.abc123-${w}.avif`,
    webp: `/img/projects/msb/cover.abc123-${w}.webp`,
  })),
};

describe("resolveImage", () => {
  it("turns a built image into srcsets, a mid-size WebP src and its full size", () => {
    const image = resolveImage("projects/msb/cover", manifestWith({ "projects/msb/cover": ENTRY }));
    expect(image).toMatchObject({ id: "projects/msb/cover", width: 1200, height: 750, placeholder: "#faf7f2" });
    expect(image.src).toBe("/img/projects/msb/cover.abc123-960.webp");
    expect(image.avif).toBe(
      "/img/projects/msb/cover.abc123-320.avif 320w, /img/projects/msb/cover.abc123-640.avif 640w, " +
        "/img/projects/msb/cover.abc123-960.avif 960w, /img/projects/msb/cover.abc123-1200.avif 1200w",
    );
    expect(image.webp.split(", ")).toHaveLength(4);
    expect(image.variants?.[1]).toEqual({
      width: 640,
      height: 400,
      avif: "/img/projects/msb/cover.abc123-640.avif",
      webp: "/img/projects/msb/cover.abc123-640.webp",
    });
  });

  it("names the missing source file for an unknown id", () => {
    expect(() => resolveImage("projects/x/cover", manifestWith({}), SOURCES)).toThrow(
      `Image "projects/x/cover" not found: no file ${SOURCES}/projects/x/cover.{svg,png,jpg,jpeg}`,
    );
  });

  it("says to build the images when the source exists but the manifest lacks it", () => {
    expect(() => resolveImage("hero/mobile-light", manifestWith({}), SOURCES)).toThrow(
      `Image "hero/mobile-light" (${SOURCES}/hero/mobile-light.svg) has not been built`,
    );
  });

  it("says the same when there is no manifest at all", () => {
    expect(() => resolveImage("hero/mobile-light", "/nonexistent/manifest.json", SOURCES)).toThrow(/has not been built/);
  });
});
