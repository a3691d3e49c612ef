import { readFileSync } from "node:fs";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { PROFILES } from "./support/identity";
import { expectSeen } from "./support/seen";

type Common = { sidebar: Record<string, string> };
const COMMON = JSON.parse(readFileSync("public/locales/en/common.json", "utf8")) as Common;

// A phone has no rail: its links are in the open menu and in the footer.
test("the rail's links are in the open phone menu, seen without scrolling, and in the footer in both themes", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await test.step("the rail's links are in the open phone menu, seen without scrolling", async () => {
    await page.getByRole("button", { name: "Open menu" }).tap();
    const panel = page.getByRole("navigation", { name: "Main" });
    for (const { network, url } of PROFILES) {
      const link = panel.getByRole("link", { name: COMMON.sidebar[network] });
      await expectSeen(link);
      await expect(link).toHaveAttribute("href", url);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await expectSeen(panel.getByRole("link", { name: "Contact me" }));
    await page.getByRole("button", { name: "Close menu" }).tap();
    await expect(panel).toBeHidden();
  });
  const footer = page.getByRole("contentinfo");
  for (const theme of ["light", "dark"]) {
    await test.step(`the rail's links are in the footer, seen once scrolled to (${theme})`, async () => {
      if (theme === "dark") {
        await page.getByRole("button", { name: "Switch to dark theme" }).evaluate((button: HTMLElement) => button.click());
        await expect(page.locator("body")).toHaveClass(/dark/);
      }
      for (const { network, url } of PROFILES) {
        const link = footer.getByRole("link", { name: COMMON.sidebar[network] });
        await expectSeen(link, { scroll: true });
        await expect(link).toHaveAttribute("href", url);
      }
    });
  }
  await footer.getByRole("link", { name: "Contact", exact: true }).tap();
  await page.waitForURL("**/contact/");
});

// The band has no rail to reach under on a phone; it still runs from edge to edge.
