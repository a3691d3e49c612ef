import { readFileSync } from "node:fs";
import { allowErrors, expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { headline } from "./owner-texts";

const SV_NOT_FOUND = (JSON.parse(readFileSync("public/locales/sv/common.json", "utf8")) as { notFound: { title: string } }).notFound.title;
const HEADING = { en: headline("en"), sv: headline("sv") };

test("English by default, with <html lang>", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING.en);
});

test("the language chooser goes to the Swedish page and caches the choice", async ({ page, context }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: /choose language/i }).click();
  await page.getByRole("link", { name: "Svenska", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING.sv);
  await expect.poll(() => new URL(page.url()).pathname).toBe("/sv");
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(page.getByRole("link", { name: "Svenska", exact: true })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("sv");
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "i18next")?.value).toBe("sv");
  await gotoHydrated(page, "/");
  expect(new URL(page.url()).pathname).toBe("/sv/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING.sv);
});

test("the language menu closes on an outside click and on Escape", async ({ page }) => {
  await gotoHydrated(page, "/");
  const chooser = page.getByRole("button", { name: /choose language/i });
  await chooser.click();
  await expect(page.getByRole("link", { name: "Svenska", exact: true })).toBeVisible();
  await page.mouse.click(700, 600);
  await expect(page.getByRole("link", { name: "Svenska", exact: true })).toBeHidden();
  await chooser.click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "Svenska", exact: true })).toBeHidden();
  await expect(chooser).toBeFocused();
});

test("the English 404 page at a Swedish address shows the Swedish loading screen, never English", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/locales/sv.json", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/sv/no-such-page");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-loading", "Laddar");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement, "::after").content)).toContain("Laddar");
  await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
  release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(html).not.toHaveAttribute("data-loading");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SV_NOT_FOUND);
});

test("a Swedish browser gets Swedish", async ({ browser }) => {
  const context = await browser.newContext({ locale: "sv-SE" });
  const page = await context.newPage();
  await gotoHydrated(page, "/");
  expect(new URL(page.url()).pathname).toBe("/sv/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING.sv);
  await context.close();
});

test("?lng=sv wins over storage", async ({ page }) => {
  await setPreferences(page, { lng: "en" });
  await gotoHydrated(page, "/?lng=sv");
  expect(new URL(page.url()).pathname).toBe("/sv/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING.sv);
});

for (const [what, setup] of [
  ["a stored language of xx", (p: import("@playwright/test").Page) => setPreferences(p, { lng: "xx" })],
  ["?lng=de", async () => {}],
] as const) {
  test(`${what} falls back to English`, async ({ page }) => {
    await setup(page);
    await gotoHydrated(page, what === "?lng=de" ? "/?lng=de" : "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING.en);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
}

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

test("translation files that fail with 5xx are retried", async ({ page, consoleErrors }) => {
  let failures = 2;
  await page.route("**/locales/en.json", async (route) => {
    if (failures-- > 0) return route.fulfill({ status: 503, body: "busy" });
    return route.continue();
  });
  await gotoHydrated(page, "/");
  await expect(page.getByRole("link", { name: "Contact me" })).toBeVisible();
  expect(failures).toBe(-1);
  allowErrors(consoleErrors, /503/);
});

test("a 4xx translation file is not retried", async ({ page, consoleErrors }) => {
  let calls = 0;
  await page.route("**/locales/en.json", (route) => {
    calls++;
    return route.fulfill({ status: 404, body: "missing" });
  });
  const said = page.waitForEvent("console", { predicate: (message) => message.text().includes("stays as prerendered") });
  await page.goto("/");
  expect((await said).text()).toContain("/locales/en.json answered 404");
  expect(calls).toBe(1);
  allowErrors(consoleErrors, /stays as prerendered/);
});
