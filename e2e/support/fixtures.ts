import { test as base, expect, type Page } from "@playwright/test";
import { at, BASE } from "./base-path";

type Fixtures = {
  /** Console errors and page errors seen during the test; the test fails if any remain. */
  consoleErrors: string[];
  /** The site's own requests that left the base path the build is served under. */
  outsideBase: string[];
};

// Every e2e test fails on a console error, a page error or a React hydration warning,
// unless it removes the entries it expects from `consoleErrors`.
export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if (
          message.type() === "error" &&
          !/Failed to load resource: the server responded with a status of 404/.test(
            text,
          )
        ) {
          errors.push(text);
        }
        if (message.type() === "warning" && /hydrat/i.test(text))
          errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  // The tests' build is served under a base path: any address the site asks for outside it is a
  // link, asset or fetch that forgot the base path.
  outsideBase: [
    async ({ page }, use) => {
      const outside: string[] = [];
      page.on("request", (request) => {
        const url = new URL(request.url());
        const own = url.hostname === "localhost" || url.hostname === "127.0.0.1";
        if (own && !url.pathname.startsWith(BASE) && `${url.pathname}/` !== BASE) outside.push(url.pathname);
      });
      await use(outside);
      expect(outside, "requests outside the base path").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Takes the console errors a test provoked on purpose out of `consoleErrors`, so only others fail it. */
export function allowErrors(errors: string[], ...expected: RegExp[]) {
  const rest = errors.filter((entry) => !expected.some((pattern) => pattern.test(entry)));
  errors.splice(0, errors.length, ...rest);
}

/** Opens a site path ("/sv/blog/") in the served build and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(at(path));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** Sets stored preferences before any page script runs. */
export async function setPreferences(
  page: Page,
  prefs: { theme?: string; lng?: string },
) {
  await page.addInitScript((p) => {
    if (p.theme) localStorage.setItem("theme", p.theme);
    if (p.lng) localStorage.setItem("i18nextLng", p.lng);
  }, prefs);
}
