// Every address the built site points to on itself, checked against the files a static host
// would serve: a link to a page, feed, picture or file that the build did not write is dead.
// `node scripts/seo/dead-links.mjs [client dir]` lists them and fails; the smoke suite runs it too.
import { readdir, readFile, stat } from "node:fs/promises";
import { join, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { BASE_PATH_RECORD } from "../base-path.mjs";
import { BUILD_DIR, CLIENT_DIR } from "../build-dir.mjs";

// Addresses in attributes (<a href>, <link href>, <img src>, srcset) and in the sitemap's and
// feeds' elements (<loc>, <link>).
const ATTRIBUTE = /\s(?:href|src)="([^"]*)"/g;
const SRCSET = /\ssrcset="([^"]*)"/g;
const ELEMENT = /<(?:loc|link)>([^<]+)<\/(?:loc|link)>/g;

/** The addresses a page or feed names, as written. */
export function addressesIn(text) {
  const srcsets = [...text.matchAll(SRCSET)].flatMap(([, list]) => list.split(",").map((part) => part.trim().split(/\s+/)[0]));
  return [...[...text.matchAll(ATTRIBUTE)].map((match) => match[1]), ...srcsets, ...[...text.matchAll(ELEMENT)].map((match) => match[1])]
    .map((address) => address.replaceAll("&amp;", "&"))
    .filter(Boolean);
}

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The site path under the build root an address names; null when it is not this site's (another
 * host, mailto:, a fragment of the page itself), false when it is this host's but outside the base
 * path, which the site does not serve. Relative addresses resolve against the page's own folder,
 * as a browser resolves them.
 */
function sitePath(address, fromFile, { origin, base }) {
  if (address.startsWith("#") || /^(?:mailto|tel|data|javascript):/i.test(address)) return null;
  const page = `/${fromFile.split(sep).join("/")}`.replace(/index\.html$/, "");
  const url = new URL(address, `${origin}${base.slice(0, -1)}${page}`);
  if (url.origin !== origin) return null;
  if (!url.pathname.startsWith(base)) return false;
  return `/${decodeURIComponent(url.pathname.slice(base.length))}`;
}

/**
 * Every internal address in the build's HTML, XML and web manifest files that resolves to no
 * file, as "page → address". A folder address is served from its index.html.
 */
export async function deadLinks(root = CLIENT_DIR, { siteUrl, base } = {}) {
  // The base path the build was made for, as postbuild recorded it beside the client folder.
  const recorded = await readFile(join(root, "..", BASE_PATH_RECORD), "utf8").catch(() => "");
  const basePath = base ?? (recorded.trim() || "/");
  const sitemap = await readFile(join(root, "sitemap.xml"), "utf8").catch(() => "");
  const origin = new URL(siteUrl ?? /<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1] ?? "https://site.invalid/").origin;
  const sources = (await readdir(root, { recursive: true })).filter((file) => /\.(?:html|xml|webmanifest)$/.test(file) && !file.startsWith("__"));
  const dead = new Set();
  for (const file of sources) {
    const text = await readFile(join(root, file), "utf8");
    for (const address of addressesIn(text)) {
      const path = sitePath(address, file, { origin, base: basePath });
      if (path === null) continue;
      const at = path === false ? null : join(root, path);
      if (!at || (!(await isFile(at)) && !(await isFile(join(at, "index.html"))))) dead.add(`/${file.split(sep).join("/")} → ${address}`);
    }
  }
  return [...dead].sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = process.argv[2] ?? CLIENT_DIR;
  const dead = await deadLinks(root);
  if (dead.length > 0) {
    console.error(`${dead.length} dead link(s) in ${root} (${BUILD_DIR}):\n${dead.join("\n")}`);
    process.exit(1);
  }
  console.log(`No dead links in ${root}.`);
}
