import { expect, gotoHydrated, test } from "./support/fixtures";
import { headline, ownerTexts } from "./owner-texts";
import { expectSeen } from "./support/seen";

// Every sentence about the owner comes from content (e2e/content/<lang>/texts.json), in the page's language.
for (const lng of ["en", "sv"] as const) {
  const texts = ownerTexts[lng];
  const prefix = lng === "sv" ? "/sv" : "";

  test(`the ${lng} profile shows the owner's hero and section intros`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}/`);
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

  test(`the ${lng} portfolio and contact pages open with the owner's words`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}/portfolio`);
    await expect(page.locator("#my-work").getByText(texts.portfolio.intro, { exact: true })).toBeVisible();
    for (const [id, text] of Object.entries(texts.portfolio.sections)) {
      await expect(page.locator(`#${id}`).getByText(text, { exact: true })).toBeAttached();
    }
    const graphic = page.locator("#graphic-design");
    for (const text of [texts.portfolio.graphicDesign.title, texts.portfolio.graphicDesign.text]) {
      await expect(graphic.getByText(text, { exact: true })).toBeAttached();
    }
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", texts.meta.portfolioDescription);
    await gotoHydrated(page, `${prefix}/contact`);
    for (const text of [texts.contact.greeting, texts.contact.intro, texts.contact.replyTime]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("img", { name: texts.contact.portraitAlt })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", texts.meta.contactDescription);
  });

  test(`the ${lng} blog and home heads carry the owner's words`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}/blog`);
    for (const text of [texts.blog.eyebrow, texts.blog.intro]) await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", texts.meta.blogDescription);
    await gotoHydrated(page, `${prefix}/`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", texts.meta.homeDescription);
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", texts.meta.shareImageAlt);
  });

  test(`the ${lng} desktop menu's submenu carries the owner's lines`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}/blog`);
    const nav = page.getByRole("navigation", { name: lng === "sv" ? "Huvudmeny" : "Main" });
    await nav.getByRole("link", { name: "Portfolio", exact: true }).hover();
    await expectSeen(nav.getByText(texts.menu.frontend!, { exact: true }));
  });
}
