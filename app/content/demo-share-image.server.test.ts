// @vitest-environment node
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { demoShareImage } from "./demo-share-image.server";

// The tests' copy of the demo's share image, which the demo-art generator draws (its own test holds
// the copy to what it draws), so this test does not depend on the generator being kept.
const DEMO_SVG = readFileSync("e2e/content/images/og/default.svg", "utf8");

const temps: string[] = [];

afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A content folder whose images/og holds the given files. */
async function contentWith(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "share-image-"));
  temps.push(root);
  await mkdir(join(root, "images", "og"), { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(join(root, "images", "og", name), text);
  return root;
}

const OWN_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630"/></svg>';

describe("demoShareImage", () => {
  it("knows the share image the demo's generator draws, whatever its words and colours", async () => {
    const root = await contentWith({ "default.svg": DEMO_SVG });
    expect(await demoShareImage(root)).toBe("images/og/default.svg");
  });

  it.each([
    ["an SVG of the owner's own", { "default.svg": OWN_SVG }],
    ["a JPEG", { "default.jpg": "not really a jpeg" }],
    ["a PNG waiting beside the demo's SVG for it to be deleted", { "default.svg": DEMO_SVG, "default.png": "png" }],
    ["no share image at all", {}],
  ])("says nothing for %s", async (_, files) => {
    expect(await demoShareImage(await contentWith(files))).toBeNull();
  });
});
