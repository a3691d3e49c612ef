import { expect, gotoHydrated, test } from "./support/fixtures";
import { headline, ownerTexts } from "./owner-texts";

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
    ];
    for (const [id, text] of intros) await expect(page.locator(`#${id}`).getByText(text, { exact: true })).toBeAttached();
  });

  test(`the ${lng} portfolio and contact pages open with the owner's words`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}/portfolio`);
    await expect(page.locator("#my-work").getByText(texts.portfolio.intro, { exact: true })).toBeVisible();
    await gotoHydrated(page, `${prefix}/contact`);
    for (const text of [texts.contact.greeting, texts.contact.intro, texts.contact.replyTime]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("img", { name: texts.contact.portraitAlt })).toBeVisible();
  });
}
