// Every content folder's pictures share public/img, which Vite copies whole into the build: this
// keeps only the files the manifest of the content just built lists.
import { readFile } from "node:fs/promises";
import { MANIFEST_PATH, PUBLIC_PREFIX } from "../images/config.mjs";
import { filesInUse, removeStale } from "../images/stale-files.mjs";

/** Removes the files under `imageDir` that `manifestPath` does not list; returns how many. */
export async function removeUnusedImages(imageDir, manifestPath = MANIFEST_PATH) {
  return removeStale(imageDir, filesInUse(JSON.parse(await readFile(manifestPath, "utf8"))));
}

/** The folder the build copies the images into, under the site's root. */
export const BUILT_IMAGE_FOLDER = PUBLIC_PREFIX.slice(1);
