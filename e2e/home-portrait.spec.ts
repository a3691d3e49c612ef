import { expect, test } from "./support/fixtures";
import { expectPortrait, openHome } from "./home-portrait-checks";

// One visit: the first view's largest paint, then the portrait as the visitor switches the theme
// and the language in place.
test("the hero picture is the largest paint; the portrait beside it follows the theme, in both languages", async ({
  page,
}) => {
  const largestPaint = await openHome(page, "/", "light");
  await test.step("the hero picture, not the portrait, is the home page's largest paint", async () => {
    expect(await largestPaint()).not.toMatch(/portrait/);
  });
  await test.step("/ in light: the hero shows the owner's portrait in the theme's version", async () => {
    await expectPortrait(page, "light");
  });
  await test.step("/ in dark: the hero shows the owner's portrait in the theme's version", async () => {
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expectPortrait(page, "dark");
  });
  await test.step("/sv/ in dark: the hero shows the owner's portrait in the theme's version", async () => {
    await page.getByRole("button", { name: /choose language/i }).click();
    await page.getByRole("link", { name: "Svenska", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expectPortrait(page, "dark");
  });
  await test.step("/sv/ in light: the hero shows the owner's portrait in the theme's version", async () => {
    await page.getByRole("button", { name: "Byt till ljust tema" }).click();
    await expectPortrait(page, "light");
  });
});
