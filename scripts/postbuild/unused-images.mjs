// The image build writes every content folder's files into one public/img (the owner's content
// and the tests' own share it, each with its manifest), and Vite copies that folder whole into
// the build. A build of one content folder then carried the other's pictures: after `npm test`,
// the owner's site held some 700 files of the tests' content. This keeps only the files the
// manifest of the content just built lists.
import { readFile } from "node:fs/promises";
import { MANIFEST_PATH, PUBLIC_PREFIX } from "../images/config.mjs";
import { filesInUse, removeStale } from "../images/stale-files.mjs";

/** Removes the files under `imageDir` that `manifestPath` does not list; returns how many. */
export async function removeUnusedImages(imageDir, manifestPath = MANIFEST_PATH) {
  return removeStale(imageDir, filesInUse(JSON.parse(await readFile(manifestPath, "utf8"))));
}

/** The folder the build copies the images into, under the site's root. */
export const BUILT_IMAGE_FOLDER = PUBLIC_PREFIX.slice(1);
