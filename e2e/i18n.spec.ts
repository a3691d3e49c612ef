import { readFileSync } from "node:fs";
import { allowErrors, expect, setPreferences, test, gotoHydrated } from "./support/fixtures";
import { headline } from "./owner-texts";
import { at } from "./support/base-path";

// The language menu's choice and its memory: language-menu-checks.ts; which language an address,
// a browser or ?lng= gives: language-urls.spec.ts; a translation file that cannot be had:
// translation-faults.spec.ts. What is left here: fallbacks and the loading screen.
const SV_NOT_FOUND = (JSON.parse(readFileSync("public/locales/sv/common.json", "utf8")) as { notFound: { title: string } }).notFound.title;
const HEADING = { en: headline("en"), sv: headline("sv") };

test("the English 404 page at a Swedish address shows the Swedish loading screen, never English", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/locales/sv.json", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(at("/sv/no-such-page"));
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-loading", "Laddar");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement, "::after").content)).toContain("Laddar");
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(html).not.toHaveAttribute("data-loading");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SV_NOT_FOUND);
});

test("translation files that fail with 5xx are retried; a stored language of xx, and ?lng=de, fall back to English", async ({
  page,
  consoleErrors,
}) => {
  await setPreferences(page, { lng: "xx" });
  let failures = 2;
  await page.route("**/locales/en.json", async (route) => {
    if (failures-- > 0) return route.fulfill({ status: 503, body: "busy" });
    return route.continue();
  });
  for (const path of ["/", "/?lng=de"]) {
    await test.step(path, async () => {
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING.en);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("link", { name: "Contact me" })).toBeVisible();
      // The first load's two failures were retried until the third try answered.
      if (path === "/") expect(failures).toBe(-1);
    });
  }
  allowErrors(consoleErrors, /503/);
});

test("a storage that throws (private browsing) still gives a working page", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING.en);
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("body")).toHaveClass(/dark/);
});
