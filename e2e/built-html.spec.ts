import { statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { readPages, type BuiltPage } from "../scripts/seo/pages.mjs";
import { alternateProblems } from "../scripts/seo/sitemap.mjs";
import { siteUrl } from "./blog-content";
import { orphanPages } from "./support/orphans";
import { at, BASE, sitePath } from "./support/base-path";

// The prerendered HTML as a static host serves it, read from the build without a browser: each
// page is in the language of its address, names its language versions both ways, and links
// only pages of its own language.

const pages = () => readPages(join(process.cwd(), "build/client"));
const isSwedish = (path: string) => path === "/sv" || path.startsWith("/sv/");
/** Pages, not files: the one 404.html is shared by both languages and switches in the browser. */
const realPages = (all: BuiltPage[]) => all.filter((page) => !page.redirect && !page.path.endsWith(".html"));

/** Site paths of the page's links to other pages (files such as the CV, feeds and images left out). */
function pageLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="(\/[^"]*)"/g)]
    .map((match) => sitePath(match[1]!))
    .filter((href) => !/\.\w+$/.test(href.split(/[?#]/)[0]!));
}

test("every page is in the language of its address", async () => {
  const all = realPages(await pages());
  expect(all.filter((page) => isSwedish(page.path)).length).toBe(all.filter((page) => !isSwedish(page.path)).length);
  const wrong = all.filter((page) => page.lang !== (isSwedish(page.path) ? "sv" : "en")).map((page) => `${page.path}: ${page.lang}`);
  expect(wrong).toEqual([]);
});

test("every page's hreflang links are reciprocal, with x-default the English page", async () => {
  const all = await pages();
  expect(alternateProblems(all, new URL(BASE, siteUrl).href, ["en", "sv"])).toEqual([]);
  const indexable = realPages(all).filter((page) => !page.noindex);
  for (const page of indexable) expect(Object.keys(page.alternates).sort(), page.path).toEqual(["en", "sv", "x-default"]);
});

test("no page links the other language's pages, but for the language chooser's twin", async () => {
  // The chooser's entries are the one way across, marked with the language they lead to.
  const withoutChooser = (html: string) => html.replace(/<a\b[^>]*\shreflang="[^"]*"[^>]*>/gi, "");
  const all = realPages(await pages()).map((page) => ({ ...page, html: withoutChooser(page.html) }));
  const swedishLinks = all.filter((page) => isSwedish(page.path)).flatMap((page) => pageLinks(page.html));
  expect(swedishLinks.length, "links on the Swedish pages").toBeGreaterThan(all.length);
  const crossing = all.flatMap((page) =>
    pageLinks(page.html)
      .filter((href) => isSwedish(href) !== isSwedish(page.path))
      .map((href) => `${page.path} → ${href}`),
  );
  expect(crossing).toEqual([]);
});

/** What a static host answers for a site path: the file itself, or a redirect to the folder's `/` form. */
function hostAnswer(root: string, pathname: string): "served" | "redirected" | "missing" {
  const at = join(root, decodeURIComponent(pathname));
  const kind = (path: string) => {
    try {
      return statSync(path).isDirectory() ? "folder" : "file";
    } catch {
      return null;
    }
  };
  if (pathname.endsWith("/")) return kind(join(at, "index.html")) === "file" ? "served" : "missing";
  if (kind(at) === "file") return "served";
  return kind(join(at, "index.html")) === "file" ? "redirected" : "missing";
}

const SITE_ORIGIN = new URL(siteUrl).origin;

/** Every address a page, a feed or the sitemap points to on this site, as a site path. */
function siteAddresses(text: string): string[] {
  const hrefs = [...text.matchAll(/<(?:\w+:)?(?:a|link)\b[^>]*?\shref="([^"]+)"/g), ...text.matchAll(/<(?:link|loc)>([^<]+)<\/(?:link|loc)>/g)];
  return hrefs
    .map((match) => match[1]!.replaceAll("&amp;", "&"))
    .map((href) => (href.startsWith(SITE_ORIGIN) ? href.slice(SITE_ORIGIN.length) || "/" : href))
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .map((href) => sitePath(href));
}

test("pages, feeds and the sitemap link every address in the form the host serves without a redirect", async () => {
  const root = join(process.cwd(), "build/client");
  const all = await pages();
  const files = ["sitemap.xml", "blog/rss.xml", "blog/rss-sv.xml"];
  const sources = [
    ...all.map((page) => ({ name: page.path, text: page.html })),
    ...(await Promise.all(files.map(async (file) => ({ name: `/${file}`, text: await readFile(join(root, file), "utf8") })))),
  ];
  const links = sources.flatMap(({ name, text }) => siteAddresses(text).map((href) => ({ name, href })));
  expect(links.filter(({ name }) => name.endsWith(".xml")).length, "links in the feeds and the sitemap").toBeGreaterThan(10);
  const wrong = links
    .map(({ name, href }) => ({ name, href, answer: hostAnswer(root, href.split(/[?#]/)[0]!) }))
    .filter(({ answer }) => answer !== "served")
    .map(({ name, href, answer }) => `${name} → ${href} (${answer})`);
  expect([...new Set(wrong)]).toEqual([]);
});

test("each language links its own feed and CV", async () => {
  for (const page of realPages(await pages())) {
    const swedish = isSwedish(page.path);
    const feeds = [...page.html.matchAll(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    for (const feed of feeds) expect(feed, page.path).toBe(at(swedish ? "/blog/rss-sv.xml" : "/blog/rss.xml"));
    const cvs = [...page.html.matchAll(new RegExp(`<a\\b[^>]*href="(${BASE}files/[^"]+\\.pdf)"`, "g"))].map((m) => m[1]);
    for (const cv of cvs) expect(cv, page.path).toMatch(swedish ? /-sv\.pdf$/ : /-en\.pdf$/);
  }
});

test("every page carries the site's stylesheet in its head, and links none", async () => {
  const all = (await pages()).filter((page) => !page.redirect);
  expect(all.length).toBeGreaterThan(2);
  for (const page of all) {
    const head = page.html.slice(0, page.html.indexOf("</head>"));
    expect(head, page.path).not.toMatch(/<link[^>]*rel="stylesheet"/);
    const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles, page.path).toHaveLength(1);
    // The web fonts, their fallbacks and the utilities the page's markup uses.
    expect(styles[0], page.path).toContain("@font-face{font-family:Space Grotesk Variable");
    expect(styles[0], page.path).toContain("Space Grotesk Caps Fallback");
    expect(styles[0], page.path).toMatch(/\.sr-only\{/);
    // After the boot script, which marks the theme before anything is styled.
    expect(head.indexOf("<style>"), page.path).toBeGreaterThan(head.indexOf("localStorage"));
  }
});

test("every page in the sitemap is linked from another page, at its canonical address", async () => {
  const { listed, orphans } = await orphanPages();
  expect(listed, "pages in the sitemap").toBeGreaterThan(10);
  expect(orphans).toEqual([]);
});
