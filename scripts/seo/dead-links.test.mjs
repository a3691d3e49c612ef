import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addressesIn, deadLinks } from "./dead-links.mjs";

const temps = [];
afterEach(async () => {
  await Promise.all(temps.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A build folder (build/client beside build/base-path.txt) holding these files. */
async function build(files, base = "/") {
  const dir = await mkdtemp(join(tmpdir(), "dead-links-"));
  temps.push(dir);
  await writeFile(join(dir, "base-path.txt"), base);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, "client", path)), { recursive: true });
    await writeFile(join(dir, "client", path), text);
  }
  return join(dir, "client");
}

const SITEMAP = '<urlset><url><loc>https://site.test/</loc></url><url><loc>https://site.test/blog/</loc></url></urlset>';

describe("addressesIn", () => {
  it("reads links, sources, every srcset candidate and the sitemap's and feeds' addresses", () => {
    const html = '<a href="/a/">A</a><link rel="icon" href="/f.svg"><img src="/i.webp" srcset="/i-1.webp 1x, /i-2.webp 2x">';
    expect(addressesIn(html)).toEqual(["/a/", "/f.svg", "/i.webp", "/i-1.webp", "/i-2.webp"]);
    expect(addressesIn("<loc>https://site.test/x/</loc><item><link>https://site.test/y/</link></item>")).toEqual([
      "https://site.test/x/",
      "https://site.test/y/",
    ]);
  });
});

describe("deadLinks", () => {
  it("finds each internal address without a file, and passes pages, folders and other sites", async () => {
    const root = await build({
      "sitemap.xml": SITEMAP,
      "index.html": '<a href="/blog/">Blog</a><a href="/blog">Blog</a><a href="https://elsewhere.test/x">x</a>' +
        '<a href="mailto:a@b.test">mail</a><a href="#top">top</a><a href="/portfolio/backend/">Backend</a>',
      "blog/index.html": '<a href="../">Home</a><a href="first/">First</a><link rel="alternate" href="/blog/rss.xml">',
    });
    expect(await deadLinks(root)).toEqual([
      "/blog/index.html → /blog/rss.xml",
      "/blog/index.html → first/",
      "/index.html → /portfolio/backend/",
    ]);
  });

  it("reads the site's own absolute addresses in the sitemap as site paths", async () => {
    const sitemap = `${SITEMAP}<url><loc>https://site.test/gone/</loc></url>`;
    const root = await build({ "sitemap.xml": sitemap, "index.html": "", "blog/index.html": "" });
    expect(await deadLinks(root)).toEqual(["/sitemap.xml → https://site.test/gone/"]);
  });

  it("resolves addresses under the base path the build was made for", async () => {
    const index = '<a href="/portfolio/blog/">Blog</a><a href="/portfolio/gone/">Gone</a><a href="/blog/">Outside</a>';
    const root = await build({ "index.html": index, "blog/index.html": "" }, "/portfolio/");
    expect(await deadLinks(root, { siteUrl: "https://site.test/portfolio/" })).toEqual([
      "/index.html → /blog/",
      "/index.html → /portfolio/gone/",
    ]);
  });
});
