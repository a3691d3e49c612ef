import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BASE_PATH_RECORD } from "../../scripts/base-path.mjs";
import { BUILD_DIR } from "../../scripts/build-dir.mjs";

// The tests' content is built once, under a base path (`npm run build:e2e`, BASE_PATH=/portfolio/),
// and every spec runs against that build: so each behaviour is also proven under a base path, as a
// GitHub Pages project site serves it. Specs name site paths ("/sv/blog/") and pass them through here.

function readBase(): string {
  const record = join(process.cwd(), BUILD_DIR, BASE_PATH_RECORD);
  try {
    return readFileSync(record, "utf8").trim() || "/";
  } catch {
    return "/";
  }
}

/** The path the tests' build is served under, e.g. "/portfolio/" ("/" for a build at the root). */
export const BASE = readBase();

/** A site path's address in the served build: "/sv/blog/" → "/portfolio/sv/blog/". */
export const at = (path: string) => `${BASE}${path.replace(/^\//, "")}`;

/** The site path of an address in the served build: "http://…/portfolio/sv/blog/" → "/sv/blog/". */
export function sitePath(address: string | URL): string {
  const pathname = typeof address === "string" && address.startsWith("/") ? address : new URL(address).pathname;
  if (!pathname.startsWith(BASE) && `${pathname}/` !== BASE) return `outside the base path: ${pathname}`;
  return `/${pathname.slice(BASE.length)}`;
}
