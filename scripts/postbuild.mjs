// After `react-router build`: a 404.html for static hosts, no SPA fallback, valid redirect pages,
// each page's icon sprite and CSP, sitemap.xml, robots.txt, `_headers`, the default social card,
// and only this content's images.
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { BASE_PATH, BASE_PATH_RECORD } from "./base-path.mjs";
import { BUILD_DIR, CLIENT_DIR } from "./build-dir.mjs";
import { CONTENT_DIR } from "./content-dir.mjs";
import { readSiteLanguages } from "./site-languages.mjs";
import { withIconSpriteFirst } from "./postbuild/icon-sprite.mjs";
import { BUILT_IMAGE_FOLDER, removeUnusedImages } from "./postbuild/unused-images.mjs";
import { withPolicy } from "./seo/csp.mjs";
import { faviconIco } from "./seo/favicon-ico.mjs";
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
await rm(join(client, "__spa-fallback.html"), { force: true });
await stat(join(client, "404.html"));
console.log(`postbuild: wrote ${client}/404.html`);

const { siteUrl } = JSON.parse(await readFile(join(CONTENT_DIR, "site.json"), "utf8"));
// The site's public root: siteUrl's host with the base path (https://user.github.io/portfolio/).
const siteRoot = new URL(BASE_PATH, siteUrl).href;
const pages = await readPages(client);
// React Router's redirect pages, rewritten as valid documents in their address's language.
// Each takes the language of the page it leads to (the address's prefix is the app's to read).
const sitePath = (address) => `/${address.slice(address.startsWith(BASE_PATH) ? BASE_PATH.length : 1)}`.replace(/(.)\/$/, "$1");
const langOf = new Map(pages.filter((page) => page.lang).map((page) => [page.path, page.lang]));
for (const page of pages.filter((page) => page.redirect)) {
  const target = redirectTarget(page.html);
  const lang = langOf.get(sitePath(target));
  if (!lang) throw new Error(`postbuild: ${page.path} redirects to ${target}, which is no prerendered page`);
  page.html = redirectPage({ target, lang, icon: `${BASE_PATH}favicon.ico`, ...redirectTexts(lang) });
}
await writeFile(join(client, "favicon.ico"), await faviconIco());

const problems = canonicalProblems(pages, siteRoot);
if (problems.length) throw new Error(`postbuild: canonical links are wrong:\n${problems.join("\n")}`);
const languageProblems = alternateProblems(pages, siteRoot, readSiteLanguages());
if (languageProblems.length) throw new Error(`postbuild: hreflang links are wrong:\n${languageProblems.join("\n")}`);

const finalHtml = (html) => withPolicy(withIconSpriteFirst(html));
await Promise.all(pages.map((page) => writeFile(join(client, page.file), finalHtml(page.html))));
const urls = sitemapUrls(pages);
await writeFile(join(client, "sitemap.xml"), sitemapXml(urls));
await writeFile(join(client, "robots.txt"), robotsTxt(siteRoot));
await writeFile(join(client, "_headers"), headersFile(BASE_PATH));
// Outside the site folder: for a self-hosted nginx (docs/deploying.md).
await mkdir(join(BUILD_DIR, "nginx"), { recursive: true });
for (const [file, text] of Object.entries(nginxHeaders())) await writeFile(join(BUILD_DIR, "nginx", file), text);
await publishDefaultShareImage(client);
const unusedImages = await removeUnusedImages(join(client, BUILT_IMAGE_FOLDER));
// Which content this build shows, so `npm start` rebuilds after a build of the tests' fixture.
await writeFile(join(BUILD_DIR, "content-dir.txt"), CONTENT_DIR);
// Which languages, the first at "/", so the smoke suite checks the build's own.
await writeFile(join(BUILD_DIR, "languages.json"), JSON.stringify(readSiteLanguages()));
// Which base path, so `npm run serve` serves the build where its links point.
await writeFile(join(BUILD_DIR, BASE_PATH_RECORD), BASE_PATH);
console.log(
  `postbuild: hashed the inline scripts of ${pages.length} pages into their CSP; ` +
    `sitemap.xml lists ${urls.length} URLs; wrote robots.txt, _headers and og-default.jpg; ` +
    `left out ${unusedImages} image files of other content folders, such as the tests' (they stay in public/img for those builds)`,
);
