import { expect, gotoHydrated, test } from "./support/fixtures";

// Spec §4 motion only decorates: reduced motion moves nothing, and the prerendered HTML and a
// browser without JavaScript show everything.

test.describe("profile with reduced motion", () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } });

  test("nothing animates and all content is visible at once", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.waitForTimeout(500);
    await expect(page.locator("[data-reveal]")).toHaveCount(0);
    await expect(page.getByRole("progressbar", { name: "Illustrator" })).toHaveAttribute("aria-valuenow", "90");
    await page.locator("#hobbies").evaluate((el) => el.scrollIntoView());
    await expect(page.getByRole("progressbar", { name: "PhotoShop" })).toHaveAttribute("aria-valuenow", "80");
    const hidden = await page
      .locator(".reveal, .reveal-letter")
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity !== "1" || getComputedStyle(el).translate !== "none").length);
    expect(hidden).toBe(0);
    // Collapsing about me jumps back instead of gliding.
    await page.getByRole("button", { name: "Read more" }).click();
    await page.getByRole("button", { name: "Read less" }).click();
    await expect.poll(() => page.locator("#me").evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(80);
  });
});

test.describe("profile without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section, the whole about-me text and the skill values are there", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("I build websites and design brands");
    await expect(page.getByText("Good work is specific.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Get in touch" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Read more" })).toBeHidden();
    await expect(page.getByRole("progressbar", { name: "InDesign" })).toHaveAttribute("aria-valuenow", "60");
    await expect(page.locator("#education ol > li")).toHaveCount(5);
    const invisible = await page
      .locator("main *:not([role=tooltip])")
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity === "0").length);
    expect(invisible).toBe(0);
  });
});

test.describe("profile prerendered HTML", () => {
  test("carries every section's content and no hidden start state", async ({ request }) => {
    const html = await (await request.get("/profile/hobbies")).text();
    for (const text of ["Good work is specific", "Stumpen", "Web design", "Flea markets", 'aria-valuenow="90"']) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain("data-reveal");
  });
});
