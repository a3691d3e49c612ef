import { readFileSync } from "node:fs";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { headline, ownerTexts } from "./owner-texts";
import { expectSeen } from "./support/seen";
import { at, sitePath } from "./support/base-path";

// Every sentence about the owner comes from content (e2e/content/<lang>/texts.json), in the page's language.
type Common = { nav: { label: string; contactButton: string }; menu: Record<string, { title: string }> };
const common = (lng: string) => JSON.parse(readFileSync(`public/locales/${lng}/common.json`, "utf8")) as Common;

/** A meta tag's content in prerendered HTML, its entities decoded. */
function metaContent(html: string, attribute: "name" | "property", key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*${attribute}="${key}"[^>]*>`))?.[0];
  const content = tag?.match(/content="([^"]*)"/)?.[1];
  return content
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

// The heads are in the prerendered pages: no browser needed to read them.
test("the home, portfolio, contact and blog heads carry the owner's words, in en and sv", async ({ request }) => {
  for (const lng of ["en", "sv"] as const) {
    const { meta } = ownerTexts[lng];
    const prefix = lng === "sv" ? "/sv" : "";
    const html = async (path: string) => (await request.get(at(`${prefix}${path}`))).text();
    const home = await html("/");
    expect(metaContent(home, "name", "description"), `${lng} home`).toBe(meta.homeDescription);
    expect(metaContent(home, "property", "og:image:alt"), `${lng} home`).toBe(meta.shareImageAlt);
    expect(metaContent(await html("/portfolio/"), "name", "description"), `${lng} portfolio`).toBe(meta.portfolioDescription);
    expect(metaContent(await html("/contact/"), "name", "description"), `${lng} contact`).toBe(meta.contactDescription);
    expect(metaContent(await html("/blog/"), "name", "description"), `${lng} blog`).toBe(meta.blogDescription);
  }
});

// One visit per language: the home page, then by the header to the portfolio, the contact page
// and the blog, as a visitor goes.
for (const lng of ["en", "sv"] as const) {
  const texts = ownerTexts[lng];
  const prefix = lng === "sv" ? "/sv" : "";
  const { nav, menu } = common(lng);

  test(`the ${lng} profile, desktop submenu, portfolio, contact and blog pages show the owner's words`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}/`);
    const header = page.getByRole("navigation", { name: nav.label });

    await test.step(`the ${lng} profile shows the owner's hero and section intros`, async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline(lng));
      const hero = page.locator("#home");
      for (const text of [texts.hero.subTitle, texts.hero.textIntro, texts.hero.text]) {
        await expect(hero.getByText(text, { exact: true })).toBeVisible();
      }
      const intros: Array<[string, string]> = [
        ["who-am-i", texts.profile.aboutMe],
        ["web-skills", texts.profile.webSkills],
        ["graphic-skills", texts.profile.graphicSkills],
        ["additional-skills", texts.profile.additionalSkills],
        ["programs-and-softwares", texts.profile.programs],
        ["experience", texts.profile.experience],
        ["education", texts.profile.education],
        ["hobbies", texts.profile.hobbies],
        ["hobbies", texts.profile.hobbiesContact],
        ["education", texts.profile.educationExplore],
      ];
      for (const [id, text] of intros) await expect(page.locator(`#${id}`).getByText(text, { exact: true })).toBeAttached();
    });

    await test.step(`the ${lng} desktop menu's submenu carries the owner's lines`, async () => {
      await header.getByRole("link", { name: menu.portfolio!.title, exact: true }).hover();
      await expectSeen(header.getByText(texts.menu.frontend!, { exact: true }));
    });

    await test.step(`the ${lng} portfolio page opens with the owner's words`, async () => {
      await header.getByRole("link", { name: menu.portfolio!.title, exact: true }).click();
      await page.waitForURL((url) => sitePath(url) === `${prefix}/portfolio/`);
      await expect(page.locator("#my-work").getByText(texts.portfolio.intro, { exact: true })).toBeVisible();
      for (const [id, text] of Object.entries(texts.portfolio.sections)) {
        await expect(page.locator(`#${id}`).getByText(text, { exact: true })).toBeAttached();
      }
      const graphic = page.locator("#graphic-design");
      for (const text of [texts.portfolio.graphicDesign.title, texts.portfolio.graphicDesign.text]) {
        await expect(graphic.getByText(text, { exact: true })).toBeAttached();
      }
    });

    await test.step(`the ${lng} contact page opens with the owner's words`, async () => {
      await page.getByRole("banner").getByRole("link", { name: nav.contactButton, exact: true }).click();
      await page.waitForURL((url) => sitePath(url) === `${prefix}/contact/`);
      for (const text of [texts.contact.greeting, texts.contact.intro, texts.contact.replyTime]) {
        await expect(page.getByText(text, { exact: true })).toBeVisible();
      }
      await expect(page.getByRole("img", { name: texts.contact.portraitAlt })).toBeVisible();
    });

    await test.step(`the ${lng} blog opens with the owner's words`, async () => {
      await header.getByRole("link", { name: menu.blog!.title, exact: true }).click();
      await page.waitForURL((url) => sitePath(url) === `${prefix}/blog/`);
      for (const text of [texts.blog.eyebrow, texts.blog.intro]) await expect(page.getByText(text, { exact: true })).toBeVisible();
    });
  });
}
