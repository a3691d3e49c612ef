import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "../support/fixtures";
import { expectSeen } from "../support/seen";
import { headline } from "../owner-texts";
import { at, BASE, CLIENT, sitemapAddresses } from "./built";

// The site under a base path in the browser: a page of every kind hydrates in its language
// without an error or a failed request and shows its images; the language chooser, the boot script's
// language redirect, client navigation, the CV download and the not-found page all stay
// under the base path.

const languageOf = (address: string) => (address === at("sv/") || address.startsWith(at("sv/")) ? "sv" : "en");

/**
 * The first page of each kind in each language (home, profile, portfolio, project, blog, list
 * page, post, contact): pages of a kind share their template, and with it every address the
 * template writes. links.base-path.ts asks for every address of every page.
 */
function onePageOfEachKind(addresses: string[]): string[] {
  const kinds = new Map<string, string>();
  for (const address of addresses) {
    const [first = "home", second] = address.slice(BASE.length).replace(/^sv(?=\/|$)/, "").split("/").filter(Boolean);
    const kind = !second ? first : first === "portfolio" ? "project" : first === "blog" && second !== "page" ? "post" : first;
    const key = `${languageOf(address)} ${kind}`;
    if (!kinds.has(key)) kinds.set(key, address);
  }
  return [...kinds.values()];
}

/** Requests that failed, and requests that left the base path. */
function watchRequests(page: Page) {
  const problems: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.hostname !== "localhost") return;
    if (response.status() >= 400) problems.push(`${response.status()} ${url.pathname}`);
    else if (!url.pathname.startsWith(BASE)) problems.push(`outside the base path: ${url.pathname}`);
  });
  return problems;
}

function brokenImages(page: Page) {
  return page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
    return [...document.images]
      .filter((img) => img.getClientRects().length > 0 && !(img.complete && img.naturalWidth > 0))
      .map((img) => img.currentSrc || img.src);
  });
}

for (const address of onePageOfEachKind(sitemapAddresses())) {
  test(`${address} hydrates with its images`, async ({ page }) => {
    const problems = watchRequests(page);
    const response = await gotoHydrated(page, address);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", languageOf(address));
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => brokenImages(page), { message: "images that did not load" }).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test("the language chooser goes to the Swedish twin under the base path", async ({ page }) => {
  const problems = watchRequests(page);
  await gotoHydrated(page, at("blog/"));
  await page.getByRole("button", { name: /choose language/i }).tap();
  await page.getByRole("link", { name: "Svenska" }).tap();
  await page.waitForURL((url) => url.pathname === at("sv/blog/"));
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await expectSeen(page.getByRole("main").getByRole("heading", { level: 1 }));
  expect(problems).toEqual([]);
});

test("a visitor who chose Swedish is sent to the Swedish home under the base path", async ({ page }) => {
  await setPreferences(page, { lng: "sv" });
  await gotoHydrated(page, at(""));
  expect(new URL(page.url()).pathname).toBe(at("sv/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline("sv"));
});

test("a menu link navigates in the app and stays under the base path", async ({ page }) => {
  const problems = watchRequests(page);
  await gotoHydrated(page, at(""));
  await page.getByRole("button", { name: "Open menu" }).tap();
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: /contact/i }).tap();
  await page.waitForURL((url) => url.pathname === at("contact/"));
  await expectSeen(page.getByRole("main").getByRole("heading", { level: 1 }));
  expect(problems).toEqual([]);
});

test("a graphic project's panel fetches its texts from under the base path", async ({ page }) => {
  const problems = watchRequests(page);
  await gotoHydrated(page, at("portfolio/"));
  const panelTexts = page.waitForResponse((response) => response.url().endsWith("/panel.json"));
  await page.locator("#graphic-design a[aria-haspopup=dialog]").first().tap();
  expect(new URL((await panelTexts).url()).pathname.startsWith(at("portfolio/"))).toBe(true);
  await expectSeen(page.getByRole("dialog").getByRole("heading", { level: 2 }));
  expect(problems).toEqual([]);
});

test("the CV button saves the PDF from under the base path", async ({ page }) => {
  await gotoHydrated(page, at(""));
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("cv-cover-letter-en.pdf");
  const saved = readFileSync(await download.path());
  expect(saved.equals(readFileSync(join(CLIENT, "files/cv-cover-letter-en.pdf")))).toBe(true);
});

for (const lng of ["en", "sv"] as const) {
  test(`an unknown address under the base path shows the not-found page (${lng})`, async ({ page }) => {
    const response = await gotoHydrated(page, at(lng === "sv" ? "sv/nope/" : "nope/"));
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lng);
    expect(new URL(page.url()).pathname).toBe(at(lng === "sv" ? "sv/nope/" : "nope/"));
    const home = page.getByRole("link", { name: lng === "en" ? "Go to the home page" : "Till startsidan" });
    await expectSeen(home, { scroll: true });
    await home.click();
    await page.waitForURL((url) => url.pathname === at(lng === "sv" ? "sv/" : ""));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline(lng));
  });
}
