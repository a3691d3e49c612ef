// First-load JavaScript as the bar counts it: the gzip size (level 9) of every script the
// page loaded, read from the build. The server actually sends brotli, which is smaller.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export function gzipSizeOfScripts(urls, root = "build/client") {
  let total = 0;
  for (const url of new Set(urls)) {
    const { pathname } = new URL(url);
    total += gzipSync(readFileSync(join(root, decodeURIComponent(pathname))), { level: 9 }).length;
  }
  return total;
}
