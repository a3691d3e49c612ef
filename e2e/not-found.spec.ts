import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { headline } from "./owner-texts";
import { sitePath } from "./support/base-path";

// The not-found page's card and its two ways out, in each theme and language once.
for (const [theme, lng] of [["light", "en"], ["dark", "sv"]] as const) {
  test(`the not-found card and its two ways out are seen (${theme}, ${lng})`, async ({ page }) => {
    await setPreferences(page, { theme, lng });
    await gotoHydrated(page, "/nope");
    await expectSeen(page.getByRole("heading", { level: 1 }));
    await expectSeen(page.getByRole("link", { name: lng === "en" ? "Go to the home page" : "Till startsidan" }), { scroll: true });
    await expectSeen(page.getByRole("button", { name: lng === "en" ? "Go back" : "Gå tillbaka" }), { scroll: true });
    if (lng !== "en") return;
    await test.step("the not-found page links home, for a visitor with nothing to go back to", async () => {
      await page.getByRole("link", { name: "Go to the home page" }).click();
      await page.waitForURL((url) => sitePath(url) === "/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline("en"));
    });
  });
}
