import { postsOf } from "./blog-content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

const IN_SHORT = { en: "In short", sv: "Kort sagt" } as const;

const CODE = { en: "About the code", sv: "Om koden" } as const;

for (const language of ["en", "sv"] as const) {
  const base = language === "sv" ? "/sv" : "";

  test(`"${CODE[language]}" links to the post's repository with its host's logo, else is a note (${language})`, async ({ page }) => {
    const posts = postsOf(language);
    const withCode = posts.find((post) => post.repository)!;
    await gotoHydrated(page, `${base}/blog/${withCode.urlTitle}`);
    const link = page.getByRole("link", { name: new RegExp(`^${CODE[language]}`) });
    await expectSeen(link, { scroll: true });
    await expect(link).toHaveAttribute("href", withCode.repository!);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link.locator("svg use").first()).toHaveAttribute("href", "#tech-github");
    await expect(page.locator("symbol#tech-github path")).toHaveAttribute("d", /\S/);
    const without = posts.find((post) => !post.repository && post.homepageNote)!;
    await gotoHydrated(page, `${base}/blog/${without.urlTitle}`);
    await expectSeen(page.getByText(without.homepageNote!), { scroll: true });
    await expect(page.getByRole("link", { name: new RegExp(`^${CODE[language]}`) })).toHaveCount(0);
  });
}

test("a post's tools show their logo when they have one, and a neutral mark otherwise", async ({ page }) => {
  const post = postsOf("en").find((one) => one.technologies.includes("Vitest") && one.technologies.includes("Playwright"))!;
  await gotoHydrated(page, `/blog/${post.urlTitle}`);
  const panel = page.getByRole("complementary", { name: IN_SHORT.en });
  const vitest = panel.locator("[data-chip]").filter({ hasText: "Vitest" });
  const playwright = panel.locator("[data-chip]").filter({ hasText: "Playwright" });
  await expectSeen(vitest, { scroll: true });
  await expectSeen(playwright);
  await expect(vitest.locator("svg use")).toHaveAttribute("href", "#tech-vitest");
  await expect(page.locator("symbol#tech-vitest path")).toHaveAttribute("d", /\S/);
  await expect(playwright.locator("svg[data-neutral]")).toHaveCount(1);
  await expect(playwright.locator("svg use")).toHaveCount(0);
});

