import { existsSync, readFileSync, statSync } from "node:fs";
import { MANIFEST_PATH, SOURCE_DIR, SOURCE_EXTENSIONS } from "../../scripts/images/config.mjs";
import { toResponsiveImage, type Manifest } from "../../scripts/images/responsive.mjs";
import { imageWithBase } from "./image-base";
import type { ResponsiveImageData } from "./image-types";

let cache: { path: string; mtime: number; manifest: Manifest } | null = null;

/**
 * The built variants of the image `id` (its path under content/images without extension), for
 * route loaders at build time. `npm run build` and `npm run dev` build the images first.
 */
export function resolveImage(id: string, manifestPath = MANIFEST_PATH, sourceDir = SOURCE_DIR): ResponsiveImageData {
  const entry = readManifest(manifestPath)?.images[id];
  if (entry) return imageWithBase(toResponsiveImage(id, entry));
  const extensions = SOURCE_EXTENSIONS.map((ext) => ext.slice(1)).join(",");
  const source = SOURCE_EXTENSIONS.map((ext) => `${sourceDir}/${id}${ext}`).find((f) => existsSync(f));
  if (!source) {
    throw new Error(`Image "${id}" not found: no file ${sourceDir}/${id}.{${extensions}}`);
  }
  throw new Error(
    `Image "${id}" (${source}) has not been built: run \`node scripts/images/build.mjs\` (npm run images)`,
  );
}

function readManifest(path: string): Manifest | null {
  if (!existsSync(path)) return null;
  // Re-read when the dev server's image build has rewritten it, or another manifest is asked for.
  const mtime = statSync(path).mtimeMs;
  if (cache?.path !== path || cache.mtime !== mtime) {
    cache = { path, mtime, manifest: JSON.parse(readFileSync(path, "utf8")) as Manifest };
  }
  return cache.manifest;
}
