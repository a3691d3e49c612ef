import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { readPages, type BuiltPage } from "../scripts/seo/pages.mjs";
import { layout } from "./portfolio-content";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { ownerTexts } from "./owner-texts";
import { PROFILES, SITE, SITE_NAME } from "./support/identity";
import { at, sitePath } from "./support/base-path";
import { siteUrl } from "./blog-content";

// Checks over the build output as the static host serves it: the sitemap, and each page's
// head (title, description, canonical, sharing tags, JSON-LD).
const pages = await readPages("build/client");
const served = pages.filter((page) => !page.redirect && page.path !== "/404.html");

function head(html: string) {
  const attr = (pattern: RegExp) => html.match(pattern)?.[1];
  const meta = (key: string) =>
    attr(new RegExp(`<meta (?:name|property)="${key.replace(/:/g, "\\:")}" content="([^"]*)"`));
  return {
    lang: attr(/<html lang="([^"]+)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    description: meta("description"),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    meta,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? "") as { "@type": string } & Record<string, unknown>,
    ),
  };
}

const languageOf = (path: string) => (path === "/sv" || path.startsWith("/sv/") ? "sv" : "en");
const bare = (path: string) => (languageOf(path) === "sv" ? path.slice(3) || "/" : path);

const kind = (page: BuiltPage) =>
  /^\/portfolio\/[^/]+$/.test(bare(page.path)) && !page.canonical?.endsWith("/portfolio/")
    ? "project"
    : /^\/blog\/[^/]+$/.test(bare(page.path))
      ? "post"
      : "page";

test("the build prerendered the pages the sitemap is made from", () => {
  expect(served.map((page) => page.path)).toEqual(
    expect.arrayContaining(["/", "/profile", "/portfolio", `/portfolio/${layout.fullstack[0]}`, "/blog", "/contact"]),
  );
});

test("sitemap.xml lists every page under its canonical URL, and nothing else", async ({ request }) => {
  const response = await request.get(at("/sitemap.xml"));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const canonicals = [...new Set(served.filter((page) => !page.noindex).map((page) => head(page.html).canonical))];
  expect(listed.sort()).toEqual(canonicals.sort());
  for (const url of listed) {
    expect(url?.startsWith(`${siteUrl}/`)).toBe(true);
    const path = new URL(url ?? "").pathname;
    expect((await request.get(path)).status(), path).toBe(200);
  }
  for (const redirect of pages.filter((page) => page.redirect)) expect(listed).not.toContain(`${siteUrl}${redirect.path}`);
});

test("robots.txt allows crawling and points to the sitemap", async ({ request }) => {
  const text = await (await request.get(at("/robots.txt"))).text();
  expect(text).toContain("User-agent: *\nAllow: /");
  expect(text).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test("every page has its own title and description in its language", () => {
  for (const lng of ["en", "sv"]) {
    const inLanguage = served.filter((page) => languageOf(page.path) === lng);
    const heads = inLanguage.map((page) => head(page.html));
    for (const [i, page] of inLanguage.entries()) {
      expect(heads[i]?.title, page.path).toBeTruthy();
      expect(heads[i]?.description?.length ?? 0, page.path).toBeGreaterThan(20);
    }
    expect(new Set(heads.map((h) => h.title)).size, lng).toBe(inLanguage.length);
    expect(new Set(heads.map((h) => h.description)).size, lng).toBe(inLanguage.length);
  }
});

// One test per language over all its pages (each a few string checks and one image request):
// a test per page cost more in start-up than in checking. expect.soft names every failing page.
for (const lng of ["en", "sv"] as const) {
  test(`every ${lng} page has its language, canonical, sharing tags and JSON-LD`, async ({ request }) => {
    const pagesInLanguage = served.filter((p) => !p.noindex && languageOf(p.path) === lng);
    expect(pagesInLanguage.length).toBeGreaterThan(3);
    for (const page of pagesInLanguage) {
      const h = head(page.html);
      const where = page.path;
      expect.soft(h.lang, where).toBe(lng);
      expect.soft(h.canonical?.startsWith(`${siteUrl}/`), where).toBe(true);
      expect.soft(h.meta("og:url"), where).toBe(h.canonical);
      expect.soft(h.meta("og:title"), where).toBe(h.title);
      expect.soft(h.meta("og:description"), where).toBe(h.description);
      expect.soft(h.meta("og:site_name"), where).toBe(SITE_NAME);
      // The home page is the owner's (their name leads it when set); every other page ends with it.
      if (bare(page.path) === "/" && SITE.name) expect.soft(h.title?.startsWith(`${SITE.name} · `), where).toBe(true);
      else expect.soft(h.title?.endsWith(SITE_NAME), where).toBe(true);
      expect.soft(h.meta("twitter:card"), where).toBe("summary_large_image");
      const image = h.meta("og:image") ?? "";
      expect.soft(image.startsWith(`${siteUrl}/`), where).toBe(true);
      expect.soft(h.meta("twitter:image"), where).toBe(image);
      const imageResponse = await request.get(new URL(image).pathname);
      expect.soft(imageResponse.status(), `${where}: ${image}`).toBe(200);
      expect.soft(imageResponse.headers()["content-type"], where).toMatch(/^image\//);
      // A project or post shows its own card (its cover and title, in the page's language) beside
      // the page; every other page the default card. Both are 1200 × 630 JPEGs, which every network reads.
      const card = kind(page) === "page" ? `${siteUrl}/og-default.jpg` : `${h.canonical}share.jpg`;
      expect.soft(image, where).toBe(card);
      const { format, width, height } = await sharp(join("build/client", sitePath(image))).metadata();
      expect.soft([format, width, height], where).toEqual(["jpeg", 1200, 630]);
      expect.soft([h.meta("og:image:width"), h.meta("og:image:height")], where).toEqual(["1200", "630"]);

      const types = h.jsonLd.map((data) => data["@type"]);
      if (bare(page.path) === "/") expect.soft(types, where).toEqual(["ProfilePage"]);
      if (kind(page) === "project") expect.soft(types, where).toEqual(["CreativeWork", "BreadcrumbList"]);
      if (kind(page) === "post") expect.soft(types, where).toEqual(["BlogPosting", "BreadcrumbList"]);
      for (const data of h.jsonLd) expect.soft(data["@context"], where).toBe("https://schema.org");
    }
  });
}

test("a project's and a post's cards differ between the languages, as their titles do", () => {
  const cards = served.filter((page) => kind(page) !== "page" && languageOf(page.path) === "sv");
  expect(cards.length).toBeGreaterThan(3);
  const differing = cards.filter((page) => {
    const twin = served.find((other) => other.path === bare(page.path))!;
    return head(page.html).meta("og:title") !== head(twin.html).meta("og:title");
  });
  expect(differing.length).toBeGreaterThan(0);
  for (const page of differing) {
    const file = (path: string) => readFileSync(join("build/client", path, "share.jpg"));
    expect(file(page.path).equals(file(bare(page.path))), page.path).toBe(false);
  }
});

test("the profile's Person is the owner of site.json: name only when set, role, e-mail, portrait, profiles", async ({ request }) => {
  const profile = head(served.find((page) => page.path === "/")?.html ?? "").jsonLd[0];
  const person = profile?.mainEntity as Record<string, unknown> | undefined;
  expect(person).toMatchObject({
    "@type": "Person",
    jobTitle: SITE.tagline?.en ?? ownerTexts.en.meta.homeTitle,
    email: SITE.email,
    url: `${siteUrl}/`,
    sameAs: PROFILES.map((profile) => profile.url),
  });
  if (SITE.name) expect(person?.name).toBe(SITE.name);
  else expect(person).not.toHaveProperty("name");
  const image = String(person?.image);
  expect(image.startsWith(`${siteUrl}/img/`)).toBe(true);
  const response = await request.get(new URL(image).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\//);
});

test("the not-found page is kept out of search results", async ({ request }) => {
  const html = await (await request.get(at("/no-such-page"))).text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).not.toContain('rel="canonical"');
});

test("a Swedish visitor gets the title and description in Swedish, also after navigating; English brings the English title back", async ({
  page,
}) => {
  await setPreferences(page, { lng: "sv" });
  await gotoHydrated(page, "/contact");
  await expect(page).toHaveTitle(`Kontakt · ${SITE_NAME}`);
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveAttribute("content", ownerTexts.sv.meta.contactDescription);
  await page.locator(`header a[href="${at("/sv/blog/")}"]`).first().click();
  await expect(page).toHaveTitle(`Blogg · ${SITE_NAME}`);
  await expect(description).toHaveAttribute("content", ownerTexts.sv.meta.blogDescription);
  await test.step("switching to English brings the English title back", async () => {
    await page.getByRole("button", { name: /välj språk|choose language/i }).click();
    await page.getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveTitle(`Blog · ${SITE_NAME}`);
  });
});
