// After `react-router build`: give static hosts a 404.html (the prerendered not-found page),
// drop the SPA fallback, which we never serve (every route is prerendered), rewrite the redirect
// pages as valid documents (seo/redirect-page.mjs), then add what
// crawlers and browsers read besides the pages: the first-paint changes of
// postbuild/first-paint.mjs and postbuild/icon-sprite.mjs, each page's Content-Security-Policy,
// sitemap.xml, robots.txt, the `_headers` file and the default social card; and it leaves out
// the images of other content folders (postbuild/unused-images.mjs).
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { statSync } from "node:fs";
import { dirname, join } from "node:path";
import { BASE_PATH, BASE_PATH_RECORD } from "./base-path.mjs";
import { BUILD_DIR, CLIENT_DIR } from "./build-dir.mjs";
import { CONTENT_DIR } from "./content-dir.mjs";
import { withDeferredHydration } from "./postbuild/first-paint.mjs";
import { withIconSpriteFirst } from "./postbuild/icon-sprite.mjs";
import { BUILT_IMAGE_FOLDER, removeUnusedImages } from "./postbuild/unused-images.mjs";
import { withPolicy } from "./seo/csp.mjs";
import { headersFile, nginxHeaders } from "./seo/headers.mjs";
import { readPages } from "./seo/pages.mjs";
import { redirectPage, redirectTarget, redirectTexts } from "./seo/redirect-page.mjs";
import { publishDefaultShareImage } from "./seo/share-image.mjs";
import { alternateProblems, canonicalProblems, robotsTxt, sitemapUrls, sitemapXml } from "./seo/sitemap.mjs";

const client = CLIENT_DIR;
// Under a base path React Router writes the pages into client/<base>/, beside the assets Vite
// wrote into client/: the host serves client/ itself at the base path, so they move up.
if (BASE_PATH !== "/") {
  // Set aside first: a repository named like a page's folder (portfolio/) holds that folder too.
  const [top, ...rest] = BASE_PATH.split("/").filter(Boolean);
  const staging = join(BUILD_DIR, "prerendered");
  await rm(staging, { recursive: true, force: true });
  await rename(join(client, top), staging);
  const nested = join(staging, ...rest);
  for (const entry of await readdir(nested)) {
    if (await stat(join(client, entry)).then(() => true, () => false)) {
      throw new Error(`postbuild: the page folder ${entry} would replace ${join(client, entry)}; choose another BASE_PATH`);
    }
    await rename(join(nested, entry), join(client, entry));
  }
  await rm(staging, { recursive: true });
}
await copyFile(join(client, "404/index.html"), join(client, "404.html"));
await rm(join(client, "404"), { recursive: true, force: true });
await rm(join(client, "404.data"), { force: true });
await rm(join(client, "__spa-fallback.html"), { force: true });
await stat(join(client, "404.html"));
console.log(`postbuild: wrote ${client}/404.html`);

const { siteUrl } = JSON.parse(await readFile(join(CONTENT_DIR, "site.json"), "utf8"));
// The site's public root: siteUrl's host with the base path (https://user.github.io/portfolio/).
const siteRoot = new URL(BASE_PATH, siteUrl).href;
const pages = await readPages(client);
// The prerender writes a data file beside every resource route; nothing asks for a link-preview
// picture's (routes/share-card.ts), and each is as large as the picture.
await Promise.all(pages.map((page) => rm(join(client, dirname(page.file), "share.jpg.data"), { force: true })));
// React Router's redirect pages, rewritten as valid documents in their address's language.
for (const page of pages.filter((page) => page.redirect)) {
  const lang = page.path === "/sv" || page.path.startsWith("/sv/") ? "sv" : "en";
  page.html = redirectPage({ target: redirectTarget(page.html), lang, ...redirectTexts(lang) });
}

const problems = canonicalProblems(pages, siteRoot);
if (problems.length) throw new Error(`postbuild: canonical links are wrong:\n${problems.join("\n")}`);
const languageProblems = alternateProblems(pages, siteRoot);
if (languageProblems.length) throw new Error(`postbuild: hreflang links are wrong:\n${languageProblems.join("\n")}`);

// First-paint changes first: the policy hashes the inline scripts as they end up.
const scriptSizes = new Map();
const withoutBase = (href) => (href.startsWith(BASE_PATH) ? `/${href.slice(BASE_PATH.length)}` : href);
const sizeOf = (href) => {
  if (!scriptSizes.has(href)) scriptSizes.set(href, statSync(join(client, withoutBase(href))).size);
  return scriptSizes.get(href);
};
const finalHtml = (html) => withPolicy(withDeferredHydration(withIconSpriteFirst(html), sizeOf, { base: BASE_PATH }));
await Promise.all(pages.map((page) => writeFile(join(client, page.file), finalHtml(page.html))));
const urls = sitemapUrls(pages);
await writeFile(join(client, "sitemap.xml"), sitemapXml(urls));
await writeFile(join(client, "robots.txt"), robotsTxt(siteRoot));
await writeFile(join(client, "_headers"), headersFile(BASE_PATH));
// Outside the site folder: for a self-hosted nginx (README, "Deploying").
await mkdir(join(BUILD_DIR, "nginx"), { recursive: true });
for (const [file, text] of Object.entries(nginxHeaders())) await writeFile(join(BUILD_DIR, "nginx", file), text);
await publishDefaultShareImage(client);
const unusedImages = await removeUnusedImages(join(client, BUILT_IMAGE_FOLDER));
// Which content this build shows, so `npm start` rebuilds after a build of the tests' fixture.
await writeFile(join(BUILD_DIR, "content-dir.txt"), CONTENT_DIR);
// Which base path, so `npm run serve` serves the build where its links point.
await writeFile(join(BUILD_DIR, BASE_PATH_RECORD), BASE_PATH);
console.log(
  `postbuild: hashed the inline scripts of ${pages.length} pages into their CSP; ` +
    `sitemap.xml lists ${urls.length} URLs; wrote robots.txt, _headers and og-default.jpg; ` +
    `left out ${unusedImages} image files of other content folders, such as the tests' (they stay in public/img for those builds)`,
);
