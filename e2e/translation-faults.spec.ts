import type { Page, Route } from "@playwright/test";
import { allowErrors, expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { at, sitePath } from "./support/base-path";

// A translation file that cannot be had leaves the prerendered page as it is: React would render
// keys over it. A language switch whose file fails stays in the page's language and says so.
// How often each fault makes the page ask for the file: a server error or an unreachable server
// is asked again five times, a 4xx answer or a broken file once.
const FAULTS: Record<string, { answer: (route: Route) => Promise<void>; fetches: number }> = {
  "answers 404": { answer: (route) => route.fulfill({ status: 404, body: "missing" }), fetches: 1 },
  "answers 500, every retry": { answer: (route) => route.fulfill({ status: 500, body: "down" }), fetches: 6 },
  "cannot be reached": { answer: (route) => route.abort("internetdisconnected"), fetches: 6 },
  "is not JSON": {
    answer: (route) => route.fulfill({ status: 200, contentType: "application/json", body: "{\"common\": " }),
    fetches: 1,
  },
};

/** The loader's longest wait between two tries (350 ms doubled four times). */
const LONGEST_WAIT_MS = 350 * 2 ** 4;

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
  for (const [fault, { answer, fetches }] of Object.entries(FAULTS).filter(([fault]) => path === "/" || fault === "answers 404")) {
    test(`${path}: a translation file that ${fault} leaves the prerendered text`, async ({ page, consoleErrors }) => {
      await keepParsedText(page);
      // The loader waits between tries on the page's clock, so the test moves that clock on
      // instead of sitting out the back-off (11 s for five retries).
      await page.clock.install();
      const asked = new Map<string, number>();
      await page.route("**/locales/*.json", (route) => {
        const file = new URL(route.request().url()).pathname;
        asked.set(file, (asked.get(file) ?? 0) + 1);
        return answer(route);
      });
      let said = "";
      page.on("console", (message) => {
        if (message.text().includes("stays as prerendered")) said = message.text();
      });
      await page.goto(at(path));
      // Each turn fires the wait the loader is in, whichever retry it is on.
      await expect
        .poll(
          async () => {
            await page.clock.fastForward(LONGEST_WAIT_MS);
            return said;
          },
          { intervals: [50] },
        )
        .toMatch(/\/locales\/(en|sv)\.json (answered|could not|is not)/);
      // Every retry was made, and the last one's failure is the one reported.
      expect([...asked.values()]).toEqual([fetches]);
      expect(said.match(/after (\d+) retries/)?.[1] ?? "0").toBe(String(fetches - 1));
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
  expect(sitePath(page.url())).toBe("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  allowErrors(consoleErrors, /sv\.json answered 404/);
});
