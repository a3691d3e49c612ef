import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./support/fixtures";
import { SITE } from "./support/identity";
import { at, BASE } from "./support/base-path";

// The tests' build is served under a base path (e2e/support/base-path.ts), so every spec runs under
// one; the fixtures fail any page request that leaves it. What this file adds:
const CLIENT = join(process.cwd(), "build/client");

/** Every address the sitemap lists, as the browser asks for it (with the base path). */
function sitemapAddresses(): string[] {
  const xml = readFileSync(join(CLIENT, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

// Every address the built site writes stays under the base path and answers there: links,
// scripts, styles, fonts, images, feeds, the translations, the CV files, and the public URLs
// (canonical, hreflang, Open Graph, JSON-LD, feeds, sitemap) on the site's own host.

const SITE_ROOT = new URL(BASE, SITE.siteUrl).href;

/** Every address an HTML or XML file names: attributes, srcsets, and quoted site paths in scripts. */
function addressesIn(text: string): string[] {
  const found = [
    ...[...text.matchAll(/\s(?:href|src|content|action)="([^"]+)"/g)].map((m) => m[1]!),
    ...[...text.matchAll(/\ssrcset="([^"]+)"/g)].flatMap((m) => m[1]!.split(",").map((part) => part.trim().split(/\s+/)[0]!)),
    ...[...text.matchAll(/["'`](\/[\w./-]+\.(?:js|css|json|woff2|svg|webp|avif|jpg|png|pdf|xml))["'`]/g)].map((m) => m[1]!),
    ...[...text.matchAll(/<(?:loc|link)>([^<]+)<\/(?:loc|link)>/g)].map((m) => m[1]!),
    ...[...text.matchAll(/"(?:url|@id|item|image|mainEntityOfPage)":"([^"]+)"/g)].map((m) => m[1]!),
  ];
  return found.map((address) => address.replace(/&amp;/g, "&"));
}

/** The local address of a site address (a path, or a URL on the site's public host); null for others. */
function localAddress(address: string, from: string): string | null {
  if (/^(mailto|tel|data|javascript):/i.test(address) || address.startsWith("#")) return null;
  if (/^https?:\/\//.test(address)) {
    const url = new URL(address);
    if (url.origin !== new URL(SITE_ROOT).origin) return null;
    return url.pathname;
  }
  if (!address.startsWith("/") && !address.startsWith(".")) return null;
  return new URL(address, `http://localhost${from}`).pathname;
}

test.beforeAll(() => {
  if (BASE === "/") throw new Error("build/client was built at the root: `npm run build:e2e` builds the tests' content under a base path");
});

test("every address of every page, feed and the sitemap answers under the base path", async ({ request }) => {
  // Some hundreds of files: asked for in waves, uncompressed (the server compresses at its best level).
  test.setTimeout(120_000);
  const pages = [...sitemapAddresses(), at("/404.html")];
  let wave = [...pages, at("/sitemap.xml"), at("/robots.txt"), at("/blog/rss.xml"), at("/blog/rss-sv.xml")];
  const checked = new Map<string, number>();
  const outside: string[] = [];
  const broken: string[] = [];
  const visit = async (address: string): Promise<string[]> => {
    const textual = !/\.(js|css|woff2|webp|avif|jpg|png|svg|pdf)$/.test(address);
    const response = await request.fetch(address, {
      method: textual ? "GET" : "HEAD",
      maxRedirects: 0,
      headers: { "Accept-Encoding": "identity" },
    });
    checked.set(address, response.status());
    if (response.status() !== 200) {
      broken.push(`${response.status()} ${address}`);
      return [];
    }
    if (!textual || !/html|xml|text\/plain/.test(response.headers()["content-type"] ?? "")) return [];
    const next: string[] = [];
    for (const found of addressesIn(await response.text())) {
      const local = localAddress(found, address);
      if (local === null) continue;
      if (local.startsWith(BASE)) next.push(local);
      else outside.push(`${address} names ${found}`);
    }
    return next;
  };
  while (wave.length) {
    const fresh = [...new Set(wave)].filter((address) => !checked.has(address));
    fresh.forEach((address) => checked.set(address, 0));
    const found: string[] = [];
    for (let i = 0; i < fresh.length; i += 16) found.push(...(await Promise.all(fresh.slice(i, i + 16).map(visit))).flat());
    wave = found;
  }
  expect(outside, "addresses outside the base path").toEqual([]);
  expect(broken, "addresses that do not answer 200").toEqual([]);
  // The walk reached the pages, their assets and images, not only the sitemap.
  const reached = [...checked.keys()];
  expect(reached.filter((address) => address.startsWith(at("/assets/"))).length).toBeGreaterThan(3);
  expect(reached.filter((address) => address.startsWith(at("/img/"))).length).toBeGreaterThan(3);
  expect(reached).toContain(at("/files/cv-cover-letter-en.pdf"));
  expect(reached).toContain(at("/sv/"));
});

test("the public URLs name the site's host under the base path", async ({ request }) => {
  const html = await (await request.get(at("/sv/blog/"))).text();
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  expect(canonical).toBe(`${SITE_ROOT}sv/blog/`);
  expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${SITE_ROOT}blog/"/>`);
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="${SITE_ROOT}[^"]+"`));
  const sitemap = readFileSync(join(CLIENT, "sitemap.xml"), "utf8");
  for (const loc of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) expect(loc[1]!.startsWith(SITE_ROOT)).toBe(true);
  expect(readFileSync(join(CLIENT, "robots.txt"), "utf8")).toContain(`Sitemap: ${SITE_ROOT}sitemap.xml`);
});

test("the translations are served under the base path", async ({ request }) => {
  for (const lng of ["en", "sv"]) {
    const response = await request.get(at(`/locales/${lng}.json`));
    expect(response.status()).toBe(200);
    expect(Object.keys(await response.json())).toContain("common");
  }
});

test("an address outside the base path is not the site", async ({ request }) => {
  expect((await request.get("/", { maxRedirects: 0 })).status()).toBe(404);
  const bare = await request.get(BASE.slice(0, -1), { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers()["location"]).toBe(BASE);
});
