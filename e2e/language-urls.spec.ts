import { readFileSync } from "node:fs";
import { expect as plainExpect, test as plain, type Browser, type Page } from "@playwright/test";
import { HASH_SCROLL_LOCK_MS, SECTION_SCROLL_DELAY_MS } from "../app/lib/constants";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { siteUrl } from "./blog-content";
import { graphicProject, layout, project, webProjectWithMostImages } from "./portfolio-content";
import { readContent } from "./support/test-content";
import { viewer } from "./support/lightbox";
import { field, fillForm, openContact, submitButton, text } from "./contact-helpers";
import { headline } from "./owner-texts";
import { at, sitePath } from "./support/base-path";

// English lives at the bare addresses, Swedish under /sv/. The address decides the language;
// a bare address sends a Swedish visitor to the Swedish twin before anything paints.

const graphic = layout["graphic-design"][0]!;
const web = { slug: webProjectWithMostImages() };
const SV = JSON.parse(readFileSync("public/locales/sv/common.json", "utf8")) as { notFound: Record<string, string> };
const SV_BLOG = JSON.parse(readFileSync("public/locales/sv/blogPost.json", "utf8")) as { notFound: Record<string, string> };
type PortfolioTexts = { sections: Record<string, string> };
const chooser = (page: Page) => page.getByRole("button", { name: /(choose language|välj språk)/i });

async function choose(page: Page, language: "English" | "Svenska") {
  await chooser(page).click();
  await page.getByRole("link", { name: language, exact: true }).click();
}

/**
 * Chooses a language from script. While a modal (the panel, the lightbox) covers the page a
 * visitor cannot reach the chooser; the tests still show that a switch leaves them as they are.
 */
async function chooseFromScript(page: Page, language: "English" | "Svenska") {
  await page.evaluate((name) => {
    const option = [...document.querySelectorAll("header a")].find((a) => a.textContent?.trim() === name);
    (option as HTMLAnchorElement).click();
  }, language);
}

const pathOf = (page: Page) => sitePath(page.url());

/** Past a page's load scroll and the pause in tracking after it, on the page's clock. */
const SETTLE_MS = SECTION_SCROLL_DELAY_MS + HASH_SCROLL_LOCK_MS + 100;

/**
 * Logs, per document (kept across the redirect in sessionStorage), its first contentful paint
 * with the theme and loading screen it had then, and any raising of the loading screen.
 */
async function recordFirstPaints(page: Page) {
  await page.addInitScript(() => {
    const log = JSON.parse(sessionStorage.getItem("paints") ?? "[]") as string[];
    const here = location.pathname;
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length) {
        const html = document.documentElement;
        const dark = html.classList.contains("dark") && document.body.classList.contains("dark") ? " (dark)" : "";
        log.push(`${here} painted${dark}${html.hasAttribute("data-loading") ? " (loading screen)" : ""}`);
        sessionStorage.setItem("paints", JSON.stringify(log));
      }
    }).observe({ type: "paint", buffered: true });
    new MutationObserver(() => {
      if (document.documentElement?.hasAttribute("data-loading")) log.push(`${here} raised the loading screen`);
      sessionStorage.setItem("paints", JSON.stringify(log));
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-loading"] });
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem("paints") ?? "[]") as string[]);
}

async function inBrowser(browser: Browser, locale: string, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ locale });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe("Swedish twins", () => {
  // The served HTML and sitemap only: no browser page.
  plain("a /sv/ page is Swedish HTML before any script, naming itself and its English twin, as the sitemap does", async ({ request }) => {
    const response = await request.get(at(`/sv/portfolio/${web.slug}/`));
    plainExpect(response.status()).toBe(200);
    const html = await response.text();
    plainExpect(html).toMatch(/<html lang="sv"/);
    plainExpect(html).toContain(`<title>${project(web.slug, "sv").title}`);
    plainExpect(html).toContain(`<h1`);
    plainExpect(html).toContain('<meta property="og:locale" content="sv_SE"/>');
    plainExpect(html).toContain('"inLanguage":"sv"');
    const url = (path: string) => `${siteUrl}${path}`;
    plainExpect(html).toContain(`<link rel="canonical" href="${url(`/sv/portfolio/${web.slug}/`)}"/>`);
    plainExpect(html).toContain(`<link rel="alternate" hrefLang="en" href="${url(`/portfolio/${web.slug}/`)}"/>`);
    plainExpect(html).toContain(`<link rel="alternate" hrefLang="sv" href="${url(`/sv/portfolio/${web.slug}/`)}"/>`);
    plainExpect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${url(`/portfolio/${web.slug}/`)}"/>`);
    const english = await (await request.get(at(`/portfolio/${web.slug}/`))).text();
    plainExpect(english).toMatch(/<html lang="en"/);
    plainExpect(english).toContain(`<link rel="alternate" hrefLang="sv" href="${url(`/sv/portfolio/${web.slug}/`)}"/>`);

    const xml = await (await request.get(at("/sitemap.xml"))).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => sitePath(m[1]!));
    const bare = locs.filter((path) => !path.startsWith("/sv/"));
    plainExpect(bare.length).toBeGreaterThan(3);
    plainExpect(locs.filter((path) => path.startsWith("/sv/")).sort()).toEqual(bare.map((path) => `/sv${path}`).sort());
    plainExpect(xml).toContain(`hreflang="sv" href="${`${siteUrl}/sv/portfolio/${web.slug}/`}"`);
  });
});

test.describe("which language a visitor gets", () => {
  test("a Swedish browser opening / lands on /sv/ with no English paint and no loading screen", async ({ browser }) => {
    await inBrowser(browser, "sv-SE", async (page) => {
      const paints = await recordFirstPaints(page);
      await gotoHydrated(page, "/");
      expect(pathOf(page)).toBe("/sv/");
      await expect(page.locator("html")).toHaveAttribute("lang", "sv");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline("sv"));
      expect(await paints()).toEqual([`${at("/sv/")} painted`]);
    });
  });

  // One tab, the stored choice changing as a visitor's would: none, English (by ?lng=en), Swedish.
  test("no stored choice, then a stored English one, then a stored Swedish one: each address gets its language", async ({
    page,
    context,
  }) => {
    await test.step("an English browser, no storage: /sv/ pages and not-found pages are Swedish; ?lng=en on /sv/ is English", async () => {
      await gotoHydrated(page, "/sv/blog/");
      expect(pathOf(page)).toBe("/sv/blog/");
      await expect(page.locator("html")).toHaveAttribute("lang", "sv");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Blogg/);
      await expect(page).toHaveTitle(/^Blogg/);
      let response = await gotoHydrated(page, "/sv/no-such-page");
      expect(response?.status()).toBe(404);
      expect(pathOf(page)).toBe("/sv/no-such-page");
      await expect(page.locator("html")).toHaveAttribute("lang", "sv");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(SV.notFound.title!);
      await expect(page).toHaveTitle(new RegExp(`^${SV.notFound.metaTitle}`));
      await expect(page.getByRole("link", { name: SV.notFound.home })).toHaveAttribute("href", at("/sv/"));
      response = await gotoHydrated(page, "/sv/blog/no-such-post");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(SV_BLOG.notFound.title!);
      await expect(page.getByRole("link", { name: SV_BLOG.notFound.toList })).toHaveAttribute("href", at("/sv/blog/"));
      await gotoHydrated(page, "/sv/portfolio/?lng=en");
      expect(pathOf(page)).toBe("/portfolio/");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
    });
    await test.step("over a stored English choice a /sv/ address stays Swedish and remembers it, and ?lng=sv goes to Swedish", async () => {
      // A stored English choice, as the step before left it.
      expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
      await gotoHydrated(page, "/sv/portfolio/");
      expect(pathOf(page)).toBe("/sv/portfolio/");
      await expect(page.locator("html")).toHaveAttribute("lang", "sv");
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/^$/);
      expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("sv");
      expect((await context.cookies()).find((cookie) => cookie.name === "i18next")?.value).toBe("sv");
      // ?lng=sv wins over a stored English choice.
      await page.evaluate(() => localStorage.setItem("i18nextLng", "en"));
      await gotoHydrated(page, "/contact?lng=sv");
      expect(pathOf(page)).toMatch(/^\/sv\/contact\/?$/);
    });
    await test.step("a stored Swedish choice goes to the twin keeping query and hash, and to the Swedish not-found page", async () => {
      await page.evaluate(() => localStorage.setItem("i18nextLng", "sv"));
      await gotoHydrated(page, "/portfolio?from=cv#frontend");
      expect(page.url()).toMatch(/\/sv\/portfolio\/?\?from=cv#frontend$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "sv");
      const response = await gotoHydrated(page, "/no-such-page");
      expect(response?.status()).toBe(404);
      expect(pathOf(page)).toBe("/sv/no-such-page");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(SV.notFound.title!);
    });
    await test.step("/sv/profile/home goes to /sv/, its CV Swedish and its links Swedish, also after a client navigation", async () => {
      await gotoHydrated(page, "/sv/profile/home");
      await expect.poll(() => pathOf(page)).toMatch(/^\/sv\/?$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "sv");
      const links = page.locator("a[download]");
      await expect(links.first()).toHaveAttribute("href", /-sv\.pdf$/);
      const pageLinks = () =>
        page.evaluate(() =>
          // The language chooser's links (marked with hreflang) go to the twin on purpose.
          [...document.querySelectorAll<HTMLAnchorElement>("a[href^='/']:not([hreflang])")]
            .map((a) => a.getAttribute("href")!)
            .filter((href) => !/\.\w+$/.test(href.split(/[?#]/)[0]!)),
        ).then((hrefs) => hrefs.map((href) => sitePath(href)));
      const crossing = (links: string[]) => links.filter((href) => !(href === "/sv" || href.startsWith("/sv/")));
      expect(crossing(await pageLinks())).toEqual([]);
      await page.getByRole("banner").getByRole("link", { name: "Blogg", exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe("/sv/blog/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Blogg/);
      expect(crossing(await pageLinks())).toEqual([]);
      await expect(page.locator('head link[type="application/rss+xml"]')).toHaveAttribute("href", at("/blog/rss-sv.xml"));
    });
  });

  test("a stored dark theme is on at the first paint of a /sv/ page, with no loading screen", async ({ page }) => {
    await setPreferences(page, { theme: "dark" });
    const paints = await recordFirstPaints(page);
    await gotoHydrated(page, "/sv/contact/");
    expect(await paints()).toEqual([`${at("/sv/contact/")} painted (dark)`]);
  });
});

test.describe("switching language", () => {
  test("a switch changes the interface and the content in the same frame and keeps the hash; choosing English and Back", async ({
    page,
  }) => {
    // The interface's words come from the translations, the content's from the twin's data file,
    // which arrives with the navigation: no painted frame may show one in each language.
    const words = (lng: "en" | "sv") => ({
      ui: (JSON.parse(readFileSync(`public/locales/${lng}/portfolio.json`, "utf8")) as PortfolioTexts).sections["top-5-projects"]!,
      content: readContent<Array<{ description: string }>>(`${lng}/top5.json`)[0]!.description,
    });
    await gotoHydrated(page, "/portfolio#frontend");
    await test.step("the interface and the page's content change language in the same frame, and the switch keeps the hash", async () => {
      await page.evaluate((texts) => {
        const seen: string[] = [];
        Object.assign(window, { languageFrames: seen });
        const languageOf = (text: string | null | undefined, part: "ui" | "content") =>
          (Object.keys(texts) as Array<keyof typeof texts>).find((lng) => text?.includes(texts[lng][part])) ?? "none";
        const sample = () => {
          const section = document.getElementById("top-5-projects");
          const ui = languageOf(section?.querySelector("h2")?.textContent, "ui");
          seen.push(`${ui}/${languageOf(section?.querySelector("li")?.textContent, "content")}`);
          requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }, { en: words("en"), sv: words("sv") });
      // The load scrolled to the section and hid the header; a little scroll up brings it back.
      await page.mouse.wheel(0, -60);
      await choose(page, "Svenska");
      await expect(page.locator("html")).toHaveAttribute("lang", "sv");
      await expect(page.locator("#top-5-projects li").first()).toContainText(words("sv").content);
      await expect(page.locator("#top-5-projects h2")).toContainText(words("sv").ui);
      const frames = await page.evaluate(() => (window as unknown as { languageFrames: string[] }).languageFrames);
      expect(frames.at(-1)).toBe("sv/sv");
      expect(frames.filter((frame) => frame !== "en/en" && frame !== "sv/sv")).toEqual([]);
      await expect.poll(() => pathOf(page)).toBe("/sv/portfolio");
      expect(new URL(page.url()).hash).toBe("#frontend");
    });
    await test.step("choosing English on /sv/portfolio lands on /portfolio, and Back returns to Swedish", async () => {
      await page.mouse.wheel(0, -60);
      await choose(page, "English");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect.poll(() => pathOf(page)).toBe("/portfolio");
      await expect(page).toHaveTitle(/^Portfolio/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}/portfolio/`);
      expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
      await page.goBack();
      await expect(page.locator("html")).toHaveAttribute("lang", "sv");
      await expect.poll(() => pathOf(page)).toBe("/sv/portfolio");
    });
  });

  test("the switch keeps the section in the address and what the visitor was reading in place", async ({ page }) => {
    // The page's timers run when the test says: the load scroll and the pause after it are over
    // before the visitor acts, and whatever the switch would set going has run before the check.
    await page.clock.install();
    await gotoHydrated(page, "/profile/education");
    const heading = page.locator("#education h2").first();
    await expect(heading).toBeInViewport();
    await page.clock.runFor(SETTLE_MS);
    // Scrolling down hid the header; a little scroll up brings it and its chooser back.
    const scrolled = page.evaluate(() => new Promise((resolve) => window.addEventListener("scrollend", resolve, { once: true })));
    await page.mouse.wheel(0, -60);
    await scrolled;
    await expect(chooser(page)).toBeInViewport();
    const top = () => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const before = await top();
    await choose(page, "Svenska");
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect.poll(() => pathOf(page)).toBe("/sv/profile/education");
    await page.clock.runFor(SETTLE_MS);
    expect(Math.abs((await top()) - before)).toBeLessThan(24);
    expect(pathOf(page)).toBe("/sv/profile/education");
  });

  test("the switch keeps typed values and rebuilds the validation messages", async ({ page }) => {
    await openContact(page, { provider: "emailjs" });
    const typed = { name: "John3", email: "asa@", subject: "Hi", message: "Too short" };
    await fillForm(page, typed);
    await submitButton(page).click();
    await expect(page.getByText(text("en", "contactValidation.nameCharacters"))).toBeVisible();
    await choose(page, "Svenska");
    await expect.poll(() => pathOf(page)).toBe("/sv/contact");
    await expect(page.getByText(text("sv", "contactValidation.nameCharacters"))).toBeVisible();
    for (const [name, value] of Object.entries(typed)) await expect(field(page, name)).toHaveValue(value);
  });

  test("an open graphic panel stays open through a switch", async ({ page }) => {
    await gotoHydrated(page, "/portfolio/graphic-design");
    await page.locator("#graphic-design a[aria-haspopup=dialog]").first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toHaveAccessibleName(project(graphic).title);
    await expectSeen(dialog.getByText(graphicProject(graphic).goals), { scroll: true });
    await chooseFromScript(page, "Svenska");
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect(dialog).toHaveAccessibleName(project(graphic, "sv").title);
    await expectSeen(dialog.getByText(graphicProject(graphic, "sv").goals), { scroll: true });
    await expectSeen(dialog.getByRole("button", { name: "Tillbaka" }));
  });

  test("the lightbox keeps its image through a switch", async ({ page }) => {
    await gotoHydrated(page, `/portfolio/${web.slug}`);
    await page.getByRole("button", { name: /Open image 1/ }).click();
    await expect(viewer(page)).toBeVisible();
    // By role alone: the viewer's name is translated with the rest of the page.
    const box = page.getByRole("dialog");
    const shown = () => box.locator(".yarl__slide_current img").getAttribute("src");
    const first = await shown();
    await page.keyboard.press("ArrowRight");
    await expect.poll(shown).not.toBe(first);
    const second = await shown();
    await chooseFromScript(page, "Svenska");
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect(box).toHaveAccessibleName(/./);
    expect(await box.getAttribute("aria-label")).not.toBe("Image viewer");
    expect(await shown()).toBe(second);
  });
});
