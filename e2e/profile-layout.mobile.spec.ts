import type { Locator } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { profile } from "./profile-content";

// How the profile sections below the first screen are laid out at 390 px. Entrances run at their
// end, so boxes are where they come to rest.
test.use({ contextOptions: { reducedMotion: "reduce" } });

/** The text an entry's fold hides: the description, the first thing of the entry's body. */
const foldedText = (body: Locator) => body.locator(":scope > .prose");

test.describe("entries fold on a phone", () => {
  test("an experience entry shows its role and two tools, its More on the tools' row, until More opens the rest", async ({ page }) => {
    await gotoHydrated(page, "/");
    const entry = page.locator("#experience article").first();
    const text = foldedText(entry.locator(":scope > div").nth(1));
    await expect(entry.getByRole("heading", { level: 3 })).toBeVisible();
    await expect(text).toBeHidden();
    const tools = entry.getByRole("list", { name: "Tech used" }).locator("li");
    await expect(tools).toHaveCount(5);
    await expect(tools.nth(1)).toBeVisible();
    await expect(tools.nth(2)).toBeHidden();
    const more = entry.locator("summary");
    await expect(more.getByText("More", { exact: true })).toBeVisible();
    // The control shares the first tool's row rather than take a line of its own.
    const [tool, control] = [(await tools.first().boundingBox())!, (await more.boundingBox())!];
    expect(Math.abs(tool.y + tool.height / 2 - (control.y + control.height / 2))).toBeLessThanOrEqual(2);
    await more.scrollIntoViewIfNeeded();
    await more.click();
    await expect(more.getByText("Less", { exact: true })).toBeVisible();
    await expect(more.getByText("More", { exact: true })).toBeHidden();
    await text.scrollIntoViewIfNeeded();
    await expectSeen(text);
    await tools.nth(4).scrollIntoViewIfNeeded();
    await expectSeen(tools.nth(4));
  });

  test("an education card shows years, title and school until its Details open the text, courses and tools", async ({ page }) => {
    await gotoHydrated(page, "/sv/");
    const card = page.locator("#education ol > li").first();
    const text = foldedText(card);
    await expect(text).toBeHidden();
    const tools = card.getByRole("list", { name: "Tekniker" });
    await expect(tools).toBeHidden();
    const details = card.locator("summary");
    await expect(details.getByText("Detaljer", { exact: true })).toBeVisible();
    await expect(details.getByText("Kurser", { exact: true })).toBeHidden();
    await details.scrollIntoViewIfNeeded();
    await details.click();
    for (const opened of [text, card.locator("details li").last(), tools]) {
      await opened.scrollIntoViewIfNeeded();
      await expectSeen(opened);
    }
  });
});

test.describe("entries fold on a phone without scripts", () => {
  test.use({ javaScriptEnabled: false });
  test("the fold opens without JavaScript", async ({ page }) => {
    await page.goto("/");
    const entry = page.locator("#experience article").first();
    const text = foldedText(entry.locator(":scope > div").nth(1));
    await expect(text).toBeHidden();
    const more = entry.locator("summary");
    await more.scrollIntoViewIfNeeded();
    await more.click();
    await expect(entry.locator("details[data-fold]")).toHaveAttribute("open", "");
    await text.scrollIntoViewIfNeeded();
    await expectSeen(text);
  });
});

test.describe("additional skills fold on a phone", () => {
  for (const lng of ["en", "sv"] as const) {
    test(`titles stand two to a row until "read about each" opens every sentence, in one column (${lng})`, async ({ page }) => {
      await gotoHydrated(page, lng === "en" ? "/" : "/sv/");
      const section = page.locator("#additional-skills");
      const skills = profile[lng].additionalSkills;
      const items = section.locator("li");
      await expect(items).toHaveCount(skills.length);
      const lefts = () => items.evaluateAll((els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().left))).size);
      // Closed: the titles alone, side by side; the sentences wait behind the control.
      expect(await lefts()).toBe(2);
      for (const [index, skill] of skills.entries()) {
        await expect(items.nth(index).getByRole("heading", { level: 3 })).toHaveText(skill.title);
        await expect(items.nth(index).getByText(skill.text, { exact: true })).toBeHidden();
      }
      const summary = section.locator("summary");
      const [more, less] = lng === "en" ? ["Read about each", "Show less"] : ["Läs om var och en", "Visa mindre"];
      await summary.scrollIntoViewIfNeeded();
      await expectSeen(summary.getByText(more, { exact: true }));
      await summary.click();
      await expectSeen(summary.getByText(less, { exact: true }), { scroll: true });
      expect(await lefts()).toBe(1);
      for (const [index, skill] of skills.entries()) {
        await expectSeen(items.nth(index).getByText(skill.text, { exact: true }), { scroll: true });
      }
    });
  }
});

test.describe("additional skills fold without scripts", () => {
  test.use({ javaScriptEnabled: false });
  test("the control opens the sentences without JavaScript", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#additional-skills");
    const text = section.getByText(profile.en.additionalSkills[0]!.text, { exact: true });
    await expect(text).toBeHidden();
    const summary = section.locator("summary");
    await summary.scrollIntoViewIfNeeded();
    await summary.click();
    await expect(section.locator("details[data-fold]")).toHaveAttribute("open", "");
    await expectSeen(text, { scroll: true });
  });
});
