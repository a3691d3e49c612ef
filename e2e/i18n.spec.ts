import { readFileSync } from "node:fs";
import { allowErrors, expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { headline } from "./owner-texts";
import { at, sitePath } from "./support/base-path";

const SV_NOT_FOUND = (JSON.parse(readFileSync("public/locales/sv/common.json", "utf8")) as { notFound: { title: string } }).notFound.title;
const HEADING = { en: headline("en"), sv: headline("sv") };

test("English by default; the language menu closes on an outside click and Escape, goes to Swedish and remembers it", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING.en);

  const chooser = page.getByRole("button", { name: /choose language/i });
  const swedish = page.getByRole("link", { name: "Svenska", exact: true });
  await chooser.click();
  await expect(swedish).toBeVisible();
  await page.mouse.click(700, 600);
  await expect(swedish).toBeHidden();
  await chooser.click();
  await page.keyboard.press("Escape");
  await expect(swedish).toBeHidden();
  await expect(chooser).toBeFocused();

  await chooser.click();
  await swedish.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING.sv);
  await expect.poll(() => sitePath(page.url())).toBe("/sv");
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expect(swedish).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("sv");
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "i18next")?.value).toBe("sv");
  await gotoHydrated(page, "/");
  expect(sitePath(page.url())).toBe("/sv/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING.sv);
});

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

test("a Swedish browser gets Swedish", async ({ browser }) => {
  const context = await browser.newContext({ locale: "sv-SE" });
  const page = await context.newPage();
  await gotoHydrated(page, "/");
  expect(sitePath(page.url())).toBe("/sv/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING.sv);
  await context.close();
});

test("?lng=sv wins over storage", async ({ page }) => {
  await setPreferences(page, { lng: "en" });
  await gotoHydrated(page, "/?lng=sv");
  expect(sitePath(page.url())).toBe("/sv/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING.sv);
});

test("a stored language of xx, and ?lng=de, fall back to English", async ({ page }) => {
  await setPreferences(page, { lng: "xx" });
  for (const path of ["/", "/?lng=de"]) {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HEADING.en);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  }
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
  await page.goto(at("/"));
  expect((await said).text()).toContain("/locales/en.json answered 404");
  expect(calls).toBe(1);
  allowErrors(consoleErrors, /stays as prerendered/);
});
