// The default social card at a fixed URL, since page heads are rendered before the image
// pipeline's hashed names could reach them.
import { copyFile, readFile } from "node:fs/promises";
import { join } from "node:path";
import { DEFAULT_SHARE_IMAGE_ID, MANIFEST_PATH } from "../images/config.mjs";

const DEFAULT_SHARE_PATH = "/og-default.jpg";

export async function publishDefaultShareImage(client, manifestPath = MANIFEST_PATH) {
  const manifest = JSON.parse(await readFile(manifestPath, "utf8"));
  const entry = manifest.images?.[DEFAULT_SHARE_IMAGE_ID];
  if (!entry?.share) throw new Error("postbuild: content/images/og/default has no share JPEG in the image manifest");
  await copyFile(join(client, entry.share), join(client, DEFAULT_SHARE_PATH));
  return DEFAULT_SHARE_PATH;
}
