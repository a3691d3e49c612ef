// Image build step (npm run images; README.md beside it): every source under content/images becomes
// AVIF and WebP in public/img, named by its hash, plus the manifest resolveImage() reads. Each
// content folder keeps its own manifest, so the tests' build and the owner's do not undo each other.
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import * as config from "./config.mjs";
import { encodeImage } from "./encode.mjs";
import { toResponsiveImage } from "./responsive.mjs";
import { findSources } from "./sources.mjs";
import { filesInUse, removeStale } from "./stale-files.mjs";
import { checkLanguageTwins } from "./twins.mjs";

const SETTINGS = JSON.stringify([config.PIPELINE_VERSION, config.ENCODERS, config.WIDTHS, config.MAX_WIDTH]);

/**
 * @param {Partial<{ sourceDir: string; outputDir: string; manifestPath: string; manifestsDir: string;
 *   artDir: string; concurrency: number; log: (line: string) => void }>} [options]
 */
export async function buildImages(options = {}) {
  const {
    sourceDir = config.SOURCE_DIR,
    outputDir = config.OUTPUT_DIR,
    manifestPath = config.MANIFEST_PATH,
    manifestsDir = join(dirname(manifestPath), "manifests"),
    artDir = config.ART_DIR,
    concurrency = Number(process.env.IMAGE_CONCURRENCY ?? availableParallelism()),
    log = () => {},
  } = options;
  // One libvips thread per image and as many images at a time as there are cores: encoding is
  // CPU-bound, and one image's steps run one after another.
  sharp.concurrency(1);
  sharp.cache(false);

  const { sources, errors } = await findSources(sourceDir);
  errors.push(...checkLanguageTwins(sources.map((source) => source.id), sourceDir));
  // A misnamed file or a second source for one id stops the build before any encoding: found
  // after the other images, it took an owner minutes to learn of it.
  if (errors.length > 0) throw failed(errors);
  const folderManifest = join(manifestsDir, `${folderKey(sourceDir)}.json`);
  const others = await readOtherManifests(manifestsDir, folderManifest);
  // This folder's last build first, then any build of the same image (same id and bytes, so the
  // same file names): the last build's, whatever its folder, and the other folders'.
  const candidates = [await readManifest(folderManifest), await readManifest(manifestPath), ...others];
  const images = {};
  let built = 0;

  await runPool(sources, concurrency, async (source) => {
    const bytes = await readFile(source.file);
    const hash = createHash("sha256").update(SETTINGS).update(bytes).digest("hex").slice(0, 10);
    const cached = candidates.map((m) => m.images[source.id]).find((entry) => entry?.hash === hash);
    if (cached && (await allExist(outputDir, cached.files))) {
      images[source.id] = { ...cached, source: source.file };
      return;
    }
    const share = config.SHARE_GROUPS.includes(source.id.split("/")[0] ?? "");
    try {
      images[source.id] = await encodeImage({ ...source, hash, bytes, share }, { outputDir });
      built++;
      log(`  built ${source.id} (${images[source.id].variants.length} widths)`);
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  });

  // Found here, it names the file; found by the postbuild step, it was a stack trace at the end.
  const share = images[config.DEFAULT_SHARE_IMAGE_ID];
  if (share && (share.width !== config.SHARE_SIZE.width || share.height !== config.SHARE_SIZE.height)) {
    const { width, height } = config.SHARE_SIZE;
    errors.push(`${share.source}: is ${share.width} × ${share.height} px; the share image must be ${width} × ${height}`);
  }
  const sorted = Object.fromEntries(Object.keys(images).sort().map((id) => [id, images[id]]));
  const manifest = { version: config.PIPELINE_VERSION, images: sorted };
  if (errors.length > 0) {
    // The images that did encode are kept for the next build, which then encodes only the rest.
    await writeJson(folderManifest, { ...manifest, sourceDir: resolve(sourceDir) });
    throw failed(errors);
  }
  await writeJson(manifestPath, manifest);
  await writeJson(folderManifest, { ...manifest, sourceDir: resolve(sourceDir) });
  await writeArtGroups(artDir, sorted);
  const removed = await removeStale(outputDir, filesInUse(manifest, ...others));
  return { manifest, built, reused: sources.length - built, removed };
}

/** A small file per art group for its component to import; it leaves out `variants`, which only share cards read. */
async function writeArtGroups(artDir, images) {
  for (const group of config.ART_GROUPS) {
    const entries = Object.entries(images)
      .filter(([id]) => id.startsWith(`${group}/`))
      .map(([id, entry]) => {
        const { variants: _forShareCards, ...picture } = toResponsiveImage(id, entry);
        return [id, picture];
      });
    const path = join(artDir, `${group}.json`);
    const next = JSON.stringify(Object.fromEntries(entries), null, 2);
    // Rewriting an unchanged file would make the dev server reload for nothing.
    if ((await readFile(path, "utf8").catch(() => "")) !== next) await writeJson(path, next);
  }
}

/** One error naming every file that stopped the build. */
function failed(errors) {
  return new Error(`Image build failed:\n${errors.map((e) => `  ${e}`).join("\n")}`);
}

/** A file name for a content folder's manifest: readable, and unique per absolute path. */
function folderKey(sourceDir) {
  const path = resolve(sourceDir);
  const readable = relative(process.cwd(), path).replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "").slice(-40);
  return `${readable || "root"}-${createHash("sha256").update(path).digest("hex").slice(0, 8)}`;
}

/** The other folders' manifests; one whose folder is gone (a deleted copy) is forgotten. */
async function readOtherManifests(dir, own) {
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith(".json"));
  const manifests = [];
  for (const name of names) {
    const path = join(dir, name);
    if (path === own) continue;
    const manifest = await readManifest(path);
    const alive = manifest.sourceDir && (await stat(manifest.sourceDir).then(() => true, () => false));
    if (alive) manifests.push(manifest);
    else await rm(path, { force: true });
  }
  return manifests;
}

/** A manifest of this pipeline's version, else an empty one: build everything. */
async function readManifest(path) {
  const manifest = await readFile(path, "utf8").then(JSON.parse, () => null);
  return manifest?.version === config.PIPELINE_VERSION && manifest.images ? manifest : { version: config.PIPELINE_VERSION, images: {} };
}

async function allExist(dir, files) {
  const found = await Promise.all(files.map((file) => stat(join(dir, file)).then(() => true, () => false)));
  return found.every(Boolean);
}

async function writeJson(path, value) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, typeof value === "string" ? value : JSON.stringify(value, null, 2));
}

async function runPool(items, size, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, size) }, worker));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const { manifest, built, reused, removed } = await buildImages({ log: console.log });
    const count = Object.keys(manifest.images).length;
    const seconds = process.uptime().toFixed(1);
    console.log(`images: ${count} sources (${built} built, ${reused} cached, ${removed} stale files removed) in ${seconds} s`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
