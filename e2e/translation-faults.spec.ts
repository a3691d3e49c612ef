import type { Page, Route } from "@playwright/test";
import { allowErrors, expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// A translation file that cannot be had leaves the prerendered page as it is: React would render
// keys over it. A language switch whose file fails stays in the page's language and says so.
const FAULTS: Record<string, (route: Route) => Promise<void>> = {
  "answers 404": (route) => route.fulfill({ status: 404, body: "missing" }),
  "answers 500, every retry": (route) => route.fulfill({ status: 500, body: "down" }),
  "cannot be reached": (route) => route.abort("internetdisconnected"),
  "is not JSON": (route) => route.fulfill({ status: 200, contentType: "application/json", body: "{\"common\": " }),
};

/** Keeps the main area's text as the HTML parser left it, before any translation could arrive. */
async function keepParsedText(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { parsedText: string }).parsedText = document.querySelector("main")?.textContent ?? "";
    });
  });
}

async function stayedPrerendered(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated")), { timeout: 1000 })
    .toBe(false);
}

for (const path of ["/", "/sv/contact/"]) {
  for (const [fault, answer] of Object.entries(FAULTS)) {
    test(`${path}: a translation file that ${fault} leaves the prerendered text`, async ({ page, consoleErrors }) => {
      test.slow(fault.includes("retry"));
      await keepParsedText(page);
      await page.route("**/locales/*.json", answer);
      const said = page.waitForEvent("console", {
        predicate: (message) => message.text().includes("stays as prerendered"),
        timeout: 25_000,
      });
      await page.goto(path);
      expect((await said).text()).toMatch(/\/locales\/(en|sv)\.json (answered|could not|is not)/);
      await stayedPrerendered(page);
      const parsed = await page.evaluate(() => (window as unknown as { parsedText: string }).parsedText);
      expect(parsed.length).toBeGreaterThan(100);
      expect(await page.locator("main").textContent()).toBe(parsed);
      await expectSeen(page.getByRole("heading", { level: 1 }).first());
      allowErrors(consoleErrors, /stays as prerendered/, /Failed to load resource/, /net::ERR/);
    });
  }
}

test("a language switch whose file fails stays in the page's language and says so", async ({ page, consoleErrors }) => {
  await gotoHydrated(page, "/");
  const heading = await page.getByRole("heading", { level: 1 }).innerText();
  await page.route("**/locales/sv.json", (route) => route.fulfill({ status: 404, body: "missing" }));
  await page.getByRole("button", { name: /choose language/i }).click();
  await page.getByRole("link", { name: "Svenska" }).click();
  const note = page.getByRole("status").filter({ hasText: "Svenska could not be loaded" });
  await expectSeen(note);
  expect(new URL(page.url()).pathname).toBe("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  allowErrors(consoleErrors, /sv\.json answered 404/);
});
