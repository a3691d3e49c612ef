// First-load JavaScript of a page: the brotli size (quality 11, as a static host precompresses)
// of the scripts Lighthouse saw it load, which the bench's bar counts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const brotliSize = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    .length;

export function brotliSizeOfScripts(urls, root = "build/client") {
  let total = 0;
  for (const url of new Set(urls)) {
    total += brotliSize(readFileSync(join(root, decodeURIComponent(new URL(url, "http://localhost").pathname))));
  }
  return total;
}
