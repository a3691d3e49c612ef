// Settings of the image pipeline, shared by the build step and by resolveImage().
import { readSiteLanguages } from "../site-languages.mjs";
import { join } from "node:path";
import { CONTENT_DIR } from "../content-dir.mjs";

export const SOURCE_DIR = join(CONTENT_DIR, "images");
export const OUTPUT_DIR = "public/img";
export const PUBLIC_PREFIX = "/img";
const CACHE_DIR = ".cache/images";
/** The manifest of the last build, which its loaders and postbuild read. */
export const MANIFEST_PATH = `${CACHE_DIR}/manifest.json`;
/** Folders the layout renders without a loader: each gets a JSON file its component imports (app/content/art/). */
export const ART_GROUPS = ["hero", "not-found"];
export const ART_DIR = `${CACHE_DIR}/art`;
/** Art groups whose pictures may have a twin in another language ("hero/mobile-light-sv", twins.mjs). */
export const ART_TWIN_GROUPS = ["hero"];
export const TWIN_LANGUAGES = readSiteLanguages().slice(1);

/** Folders whose images also get a full-size JPEG, for social previews (Open Graph cards). */
export const SHARE_GROUPS = ["og"];
/** The default share image (the og:image of pages without a picture of their own). */
export const DEFAULT_SHARE_IMAGE_ID = "og/default";
/** The size link previews are drawn at; the default share image must have it. */
export const SHARE_SIZE = { width: 1200, height: 630 };

export const SOURCE_EXTENSIONS = [".svg", ".png", ".jpg", ".jpeg"];

/**
 * Widths cover a 390 px phone at 1× to 3× (320–1280), tablets, and a 1440 px desktop at 1× and 2×
 * (800–1920). An image never gets a width above its source's own width (an SVG's width attribute).
 */
export const WIDTHS = [320, 480, 640, 800, 960, 1280, 1600, 1920];
export const MAX_WIDTH = 1920;

export const ENCODERS = {
  // AVIF effort 2 encodes about 3× faster than 3 on this art for ~8 % more bytes; effort 1 halves
  // the time again but adds ~19 % to the files visitors load, so 2 stays.
  avif: { quality: 52, effort: 2, chromaSubsampling: "4:2:0" },
  // WebP effort 2 without smart subsampling: a quarter of the CPU time of effort 4 with it, for
  // the same bytes on this art (docs/decisions/0025-image-encoding-for-a-first-start.md).
  webp: { quality: 80, effort: 2 },
  jpeg: { quality: 84, mozjpeg: true },
};

/** Bump to rebuild every image when the pipeline's output changes for the same source. */
export const PIPELINE_VERSION = 1;
