import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BUILD_DIR, CLIENT_DIR } from "../../scripts/build-dir.mjs";

/** The paths of every URL in the built sitemap.xml (`https://example.com/blog/` → `/blog/`). */
export function sitemapPaths(root = join(process.cwd(), CLIENT_DIR)): string[] {
  let xml: string;
  try {
    xml = readFileSync(join(root, "sitemap.xml"), "utf8");
  } catch {
    throw new Error(`No ${join(root, "sitemap.xml")}: run \`npm run build\` before the smoke tests.`);
  }
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  if (paths.length === 0) throw new Error("sitemap.xml lists no URL");
  return paths;
}

/** The build's languages, the first at "/" (the postbuild step records them). */
export function builtLanguages(buildDir = join(process.cwd(), BUILD_DIR)): string[] {
  return JSON.parse(readFileSync(join(buildDir, "languages.json"), "utf8")) as string[];
}

/** The language of a path: its first segment when that is a prefixed language, else the first language. */
export function languageOfPath(path: string, languages: readonly string[]): string {
  const first = path.split("/")[1] ?? "";
  return languages.slice(1).includes(first) ? first : (languages[0] ?? "");
}
