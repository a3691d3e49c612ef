import { readFileSync } from "node:fs";
import { join } from "node:path";

// The behaviour specs run against a build of the tests' own content (npm run build:e2e), never
// the owner's: they read what to expect from the same files, so the owner can change content/
// freely.
export const TEST_CONTENT = join(process.cwd(), "e2e", "content");

/** A JSON file of the tests' content, by its path inside the content folder. */
export function readContent<T = Record<string, unknown>>(path: string): T {
  return JSON.parse(readFileSync(join(TEST_CONTENT, path), "utf8")) as T;
}

export const site = readContent<{ siteUrl: string; email: string; profiles: { github: string; linkedin: string } }>(
  "site.json",
);
