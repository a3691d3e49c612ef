// Turns one source into AVIF and WebP files at each width, named by the source's hash.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { ENCODERS, MAX_WIDTH, OUTPUT_DIR, PUBLIC_PREFIX } from "./config.mjs";
import { pickWidths } from "./widths.mjs";

/**
 * @param {{ id: string; file: string; hash: string; bytes: Buffer; share: boolean }} source
 * @param {{ outputDir?: string }} [options]
 */
export async function encodeImage(source, { outputDir = OUTPUT_DIR } = {}) {
  const { id, file, hash, bytes } = source;
  const pixels = await rasterise(bytes, file);
  const { width, height, channels } = pixels.info;
  const decoded = () => sharp(pixels.data, { raw: { width, height, channels } });
  const stats = await decoded().stats();
  // An opaque image encodes smaller without an alpha plane.
  const raw = () => (stats.isOpaque && channels === 4 ? decoded().removeAlpha() : decoded());

  const variants = [];
  const files = [];
  for (const target of pickWidths(width)) {
    // Resized once, then encoded twice: both formats start from the same pixels.
    const resized = target === width
      ? null
      : await raw().resize({ width: target, kernel: "lanczos3" }).raw().toBuffer({ resolveWithObject: true });
    // Only the shape: the info also says "premultiplied" after an alpha plane was dropped, which
    // would make sharp divide the colours by an alpha that is no longer there.
    const shape = resized && { width: resized.info.width, height: resized.info.height, channels: resized.info.channels };
    const sized = () => (resized && shape ? sharp(resized.data, { raw: shape }) : raw());
    const variant = { width: target, height: resized?.info.height ?? height, avif: "", webp: "" };
    for (const format of /** @type {const} */ (["avif", "webp"])) {
      const name = `${id}.${hash}-${target}.${format}`;
      await write(outputDir, name, await sized()[format](ENCODERS[format]).toBuffer());
      files.push(name);
      variant[format] = `${PUBLIC_PREFIX}/${name}`;
    }
    variants.push(variant);
  }

  const entry = { hash, source: file, width, height, variants, files };
  if (stats.isOpaque) entry.placeholder = toHex(stats.dominant);
  if (source.share) {
    const name = `${id}.${hash}.jpg`;
    await write(outputDir, name, await raw().flatten({ background: "#ffffff" }).jpeg(ENCODERS.jpeg).toBuffer());
    files.push(name);
    entry.share = `${PUBLIC_PREFIX}/${name}`;
  }
  return entry;
}

/** Decodes the source once, at the largest width the pipeline will serve. */
async function rasterise(bytes, file) {
  try {
    const meta = await sharp(bytes).metadata();
    const isSvg = meta.format === "svg";
    if (!meta.width || !meta.height) throw new Error("it has no width and height");
    // An SVG is drawn at its own width (its width attribute or viewBox), capped at MAX_WIDTH.
    const density = isSvg && meta.width > MAX_WIDTH ? (72 * MAX_WIDTH) / meta.width : undefined;
    return await sharp(bytes, { density, failOn: "error" })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message.trim() : String(error);
    throw new Error(`${file}: cannot be read as an image (${reason})`);
  }
}

async function write(outputDir, name, data) {
  const path = join(outputDir, name);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, data);
}

function toHex({ r, g, b }) {
  return `#${[r, g, b].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}
