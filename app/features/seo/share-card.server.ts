import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { covers, outline, wrap, type TypeOptions } from "../../../scripts/seo/type.mjs";
import { SHARE_CARD_SIZE } from "./share-card-path";

// The picture a link preview shows for a project or a post: its cover, cut to 1200 × 630, with
// its title set on a dark band along the bottom, in the page's language. A JPEG, which every
// network's preview reads (not all read WebP).

const SHARE_CARD = SHARE_CARD_SIZE;

const PAD = 64;
const TEXT_WIDTH = SHARE_CARD.width - 2 * PAD;
// The largest title size that fits the title in three lines.
const TITLE_SIZES = [76, 68, 60, 52];
const MAX_LINES = 3;
const KICKER_SIZE = 28;
const INK = "#ffffff";
const ACCENT = "#ff8a5b";
const JPEG = { quality: 82, mozjpeg: true };

type Card = {
  /** The cover picture: a file sharp reads (the pipeline's largest WebP). */
  cover: string;
  title: string;
  /** A short line above the title: where the page lives ("Portfolio · Web app"). */
  kicker: string;
};

const TITLE = { face: "display", weight: 700 } as const;
const KICKER = { face: "sans", weight: 600, size: KICKER_SIZE } as const;

/** The title's lines at the largest size that keeps them to three. */
export function titleLines(title: string): { size: number; lines: string[] } {
  for (const size of TITLE_SIZES) {
    const lines = wrap(title, TEXT_WIDTH, Number.POSITIVE_INFINITY, { ...TITLE, size });
    if (lines.length <= MAX_LINES) return { size, lines };
  }
  const size = TITLE_SIZES.at(-1)!;
  return { size, lines: wrap(title, TEXT_WIDTH, MAX_LINES, { ...TITLE, size }) };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c]!);

const FAMILIES = { sans: "Inter", italic: "Inter", display: "Space Grotesk" };

/**
 * One line of text at (x, baseline), as outlines in the site's faces (scripts/seo/type.mjs); a
 * line with a character the face lacks falls back to SVG text, in whatever face the machine has.
 */
function textSvg(text: string, x: number, baseline: number, fill: string, style: Required<Pick<TypeOptions, "face" | "weight" | "size">>) {
  if (covers(text, style)) return `<path fill="${fill}" d="${outline(x, baseline, text, style)}"/>`;
  return (
    `<text x="${x}" y="${baseline}" font-family="${FAMILIES[style.face]}, sans-serif" font-size="${style.size}" ` +
    `font-weight="${style.weight}" fill="${fill}">${escapeXml(text)}</text>`
  );
}

/** The band and the text, as one SVG the size of the card. */
export function overlaySvg({ title, kicker }: Pick<Card, "title" | "kicker">): string {
  const { width, height } = SHARE_CARD;
  const { size, lines } = titleLines(title);
  const lineHeight = Math.round(size * 1.08);
  const lastBaseline = height - PAD;
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
  const kickerBaseline = firstBaseline - size - 18;
  const bandTop = Math.max(0, kickerBaseline - KICKER_SIZE - 80);
  const titleSvg = lines.map((line, index) => textSvg(line, PAD, firstBaseline + index * lineHeight, INK, { ...TITLE, size }));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="band" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0" stop-color="#0c0c10" stop-opacity="0"/>',
    '<stop offset="0.35" stop-color="#0c0c10" stop-opacity="0.78"/>',
    '<stop offset="1" stop-color="#0c0c10" stop-opacity="0.92"/>',
    "</linearGradient></defs>",
    `<rect x="0" y="${bandTop}" width="${width}" height="${height - bandTop}" fill="url(#band)"/>`,
    textSvg(kicker, PAD, kickerBaseline, ACCENT, KICKER),
    ...titleSvg,
    "</svg>",
  ].join("");
}

/** Bump when the card is drawn differently from the same cover and overlay. */
const CARD_VERSION = 1;
const CACHE_DIR = ".cache/share-cards";

/**
 * The card as a 1200 × 630 JPEG. A card made before from the same cover file (its name carries
 * the image's hash) and the same overlay is read back from the cache, so a rebuild after one
 * changed text or image makes only the cards that changed.
 */
export async function shareCard(card: Card, { cacheDir = CACHE_DIR }: { cacheDir?: string } = {}): Promise<Buffer> {
  const overlay = overlaySvg(card);
  const key = createHash("sha256")
    .update(JSON.stringify([CARD_VERSION, card.cover, SHARE_CARD, JPEG, overlay]))
    .digest("hex")
    .slice(0, 16);
  const cached = join(cacheDir, `${key}.jpg`);
  const hit = await readFile(cached).catch(() => null);
  if (hit) return hit;
  const { width, height } = SHARE_CARD;
  const jpeg = await sharp(card.cover)
    .resize(width, height, { fit: "cover", position: "centre" })
    .composite([{ input: Buffer.from(overlay) }])
    .flatten({ background: "#0c0c10" })
    .jpeg(JPEG)
    .toBuffer();
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, jpeg);
  return jpeg;
}
