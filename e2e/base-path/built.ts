import { readFileSync } from "node:fs";
import { join } from "node:path";

// What `npm run test:base-path` built: the tests' content under a base path, in build/base-path/.
const BUILD_DIR = join(process.cwd(), "build/base-path");
export const CLIENT = join(BUILD_DIR, "client");

function readBase(): string {
  let base: string;
  try {
    base = readFileSync(join(BUILD_DIR, "base-path.txt"), "utf8").trim();
  } catch {
    throw new Error("No build/base-path/: run `npm run test:base-path`, which builds it first.");
  }
  if (base === "/" || !/^\/.+\/$/.test(base)) throw new Error(`build/base-path/ was built for "${base}", not under a base path`);
  return base;
}

/** The path the build is served under, e.g. "/portfolio/". */
export const BASE = readBase();

/** A site path's address under the base path: `/sv/blog/` → `/portfolio/sv/blog/`. */
export const at = (path: string) => `${BASE}${path.replace(/^\//, "")}`;

/** Every address the sitemap lists, as the browser asks for it (with the base path). */
export function sitemapAddresses(): string[] {
  const xml = readFileSync(join(CLIENT, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}
