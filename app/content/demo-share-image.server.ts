import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { DEMO_ART_MARK } from "../../scripts/seo/demo-mark.mjs";
import { DEFAULT_SHARE_IMAGE_ID } from "../../scripts/images/config.mjs";

/**
 * The file of the share image (`og/default`) when it is still the demo's picture, else null. The
 * demo's generator marks its SVG (scripts/seo/demo-mark.mjs); a picture of the owner's own,
 * in any format, has no mark, so replacing the file is all it takes to end the warning.
 */
export async function demoShareImage(contentRoot: string): Promise<string | null> {
  const dir = join(contentRoot, "images", "og");
  const names = await readdir(dir).catch(() => [] as string[]);
  const svg = names.find((name) => name === "default.svg");
  // Another file of the same name (default.jpg beside the demo's SVG) is the owner's picture
  // waiting for the SVG to be deleted: the build stops on the pair itself, with its own message.
  if (!svg || names.some((name) => name !== svg && name.startsWith("default."))) return null;
  const text = await readFile(join(dir, svg), "utf8");
  return text.includes(`<!-- ${DEMO_ART_MARK}`) ? `images/${DEFAULT_SHARE_IMAGE_ID}.svg` : null;
}
