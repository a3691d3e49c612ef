import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CLIENT_DIR } from "../../scripts/build-dir.mjs";

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
