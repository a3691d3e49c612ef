// The image build writes every content folder's files into one public/img (the owner's content
// and the tests' own share it, each with its manifest), and Vite copies that folder whole into
// the build. A build of one content folder then carried the other's pictures: after `npm test`,
// the owner's site held some 700 files of the tests' content. This keeps only the files the
// manifest of the content just built lists.
import { readFile, readdir, rm, rmdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { MANIFEST_PATH, PUBLIC_PREFIX } from "../images/config.mjs";

/** Removes the files under `imageDir` that `manifestPath` does not list; returns how many. */
export async function removeUnusedImages(imageDir, manifestPath = MANIFEST_PATH) {
  const manifest = JSON.parse(await readFile(manifestPath, "utf8"));
  const inUse = new Set(Object.values(manifest.images ?? {}).flatMap((entry) => entry.files ?? []));
  const files = (await readdir(imageDir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(imageDir, join(entry.parentPath, entry.name)).split(sep).join("/"));
  const unused = files.filter((file) => !inUse.has(file));
  await Promise.all(unused.map((file) => rm(join(imageDir, file))));
  await removeEmptyFolders(imageDir);
  return unused.length;
}

/** The folder the build copies the images into, under the site's root. */
export const BUILT_IMAGE_FOLDER = PUBLIC_PREFIX.slice(1);

async function removeEmptyFolders(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) if (entry.isDirectory()) await removeEmptyFolders(join(dir, entry.name));
  if ((await readdir(dir).catch(() => [""])).length === 0) await rmdir(dir);
}
