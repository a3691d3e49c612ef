import { firstSentence, profile } from "./profile-content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { animationsSettled } from "./support/settle";
import { headline } from "./owner-texts";
import { expectSeen } from "./support/seen";
import { at } from "./support/base-path";

const [firstSkill, lastSkill] = [profile.en.graphicSkills[0]!, profile.en.graphicSkills.at(-1)!];

// Motion only decorates: reduced motion moves nothing, and the prerendered HTML and a
// browser without JavaScript show everything.

test.describe("profile with reduced motion", () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } });

  test("nothing animates and all content is visible at once", async ({ page }) => {
    await gotoHydrated(page, "/");
    await animationsSettled(page);
    await expect(page.locator("[data-reveal]")).toHaveCount(0);
    const first = page.getByRole("meter", { name: firstSkill.name, exact: true });
    await expect(first).toHaveAttribute("aria-valuenow", String(firstSkill.percentage));
    await page.locator("#hobbies").evaluate((el) => el.scrollIntoView());
    const last = page.getByRole("meter", { name: lastSkill.name, exact: true });
    await expect(last).toHaveAttribute("aria-valuenow", String(lastSkill.percentage));
    const hidden = await page
      .locator(".reveal, .reveal-letter")
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity !== "1" || getComputedStyle(el).translate !== "none").length);
    expect(hidden).toBe(0);
    // Collapsing about me jumps back instead of gliding.
    const toggle = page.locator("#who-am-i summary");
    await toggle.getByText("Read more").click();
    await toggle.getByText("Read less").click();
    await expect.poll(() => page.locator("#me").evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(80);
  });
});

test.describe("profile without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section, the whole about-me text and the skill values are there", async ({ page }) => {
    await page.goto(at("/"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline("en"));
    // About me opens by its <details> without a script.
    await page.locator("#who-am-i summary").getByText("Read more").click();
    await expect(page.getByText(firstSentence(profile.en.aboutMe.philosophy))).toBeVisible();
    await expect(page.getByRole("link", { name: "Get in touch" })).toBeVisible();
    const last = page.getByRole("meter", { name: lastSkill.name, exact: true });
    await expect(last).toHaveAttribute("aria-valuenow", String(lastSkill.percentage));
    await expect(page.locator("#education ol > li")).toHaveCount(profile.en.education.length);
    // The courses show without a script, with nothing to open.
    const programme = page.locator("#education ol > li").first();
    await expectSeen(programme.getByText(profile.en.education[0]!.courses[0]!, { exact: true }), { scroll: true });
    const invisible = await page
      .locator("main *:not([role=tooltip])")
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity === "0").length);
    expect(invisible).toBe(0);
  });
});

test.describe("profile prerendered HTML", () => {
  test("carries every section's content and no hidden start state", async ({ request }) => {
    const html = await (await request.get(at("/profile/hobbies"))).text();
    const { aboutMe, experience, education, hobbies } = profile.en;
    const texts = [firstSentence(aboutMe.philosophy), experience.at(-1)!.title, education.at(-1)!.title, hobbies.at(-1)!.title];
    for (const text of [...texts, `aria-valuenow="${firstSkill.percentage}"`]) {
      expect(html).toContain(text);
    }
    // The markup, not the stylesheet in the head, whose rules name the attribute.
    expect(html.replace(/<style>[\s\S]*?<\/style>/g, "")).not.toContain("data-reveal");
  });
});
