import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { CLIENT_DIR } from "../../scripts/build-dir.mjs";
import { MANIFEST_PATH } from "../../scripts/images/config.mjs";

// The owner's build, read as files: the site folder they deploy carries the pictures of their
// own content and nothing else, though the tests' content shares the image cache with it.
test("the built site holds exactly the images its own content's manifest lists", async () => {
  const manifest = JSON.parse(await readFile(MANIFEST_PATH, "utf8")) as { images: Record<string, { files: string[] }> };
  const listed = Object.values(manifest.images).flatMap((entry) => entry.files).sort();
  const root = join(CLIENT_DIR, "img");
  const built = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1).split("\\").join("/"))
    .sort();
  expect(listed.length, "files in the manifest").toBeGreaterThan(0);
  expect(built).toEqual(listed);
});
