import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "../support/fixtures";
import { builtLanguages, languageOfPath, sitemapPaths } from "./sitemap-paths";
import { axeScan } from "../support/axe";

// The owner's own content, whatever it holds: every page the sitemap lists (each language's
// addresses) answers 200 in its language, shows its main content and its images, and asks for
// nothing that fails and logs no error. Pages of one kind share their template, and so their
// markup and colours: axe scans the first page of each kind in each language, light and dark
// (e2e scans every template over the tests' content).
// It knows nothing of the demo, so replacing every project, post and text keeps it green.

const languages = builtLanguages();
const languageOf = (path: string) => languageOfPath(path, languages);

/** A page's kind (the sitemap lists canonical pages only): home, portfolio, project, blog, post, contact. */
function kindOf(path: string): string {
  const lng = languageOf(path);
  const unprefixed = lng === languages[0] ? path : path.slice(lng.length + 1);
  const [first = "home", second] = unprefixed.split("/").filter(Boolean);
  if (!second) return first;
  if (first === "portfolio") return "project";
  return first === "blog" && second !== "page" ? "post" : first;
}

// One browser page walks several addresses, which then share its cache of scripts, styles and
// fonts; a few addresses a test keeps two workers busy on a site with many projects.
const WALK = 5;

type Walk = { lng: string; kind: string; paths: string[]; scanned: boolean };

function walks(): Walk[] {
  const byKind = new Map<string, string[]>();
  for (const path of sitemapPaths()) {
    const key = `${languageOf(path)} ${kindOf(path)}`;
    byKind.set(key, [...(byKind.get(key) ?? []), path]);
  }
  return [...byKind].flatMap(([key, paths]) => {
    const [lng = "", kind = ""] = key.split(" ");
    return Array.from({ length: Math.ceil(paths.length / WALK) }, (_, i) => ({
      lng, kind, paths: paths.slice(i * WALK, (i + 1) * WALK), scanned: i === 0,
    }));
  });
}

/** Scrolls to the bottom in screen steps so lazy images start, then back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight * 0.8);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
  });
}

/** Images that did not load: a broken source, or one still unloaded after the scroll. */
function brokenImages(page: Page) {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.getClientRects().length > 0 && !(img.complete && img.naturalWidth > 0))
      .map((img) => img.currentSrc || img.src),
  );
}

/** Opens a page and checks what every page owes a visitor: status, language, heading, text and images. */
async function visit(page: Page, path: string, lng: string, failed: string[]) {
  failed.length = 0;
  const response = await gotoHydrated(page, path);
  expect(response?.status(), "status").toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", lng);

  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  expect((await main.innerText()).trim().length, "main content").toBeGreaterThan(40);

  await scrollThrough(page);
  await expect.poll(() => brokenImages(page), { message: "images that did not load" }).toEqual([]);
  expect(failed, "failed requests").toEqual([]);
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await axeScan(page).analyze();
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

for (const { lng, kind, paths, scanned } of walks()) {
  const more = paths.length > 1 ? ` and ${paths.length - 1} more` : "";
  test(`${lng} ${kind}: ${paths[0]}${more} work${scanned ? ", axe light and dark" : ""}`, async ({ page }) => {
    // The configured limit catches a hung page: each page load (and the dark one) has its own.
    test.setTimeout(test.info().timeout * (paths.length + (scanned ? 1 : 0)));
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    for (const [i, path] of paths.entries()) {
      await test.step(path, async () => {
        await visit(page, path, lng, failed);
        if (!scanned || i > 0) return;
        await expectNoAxeViolations(page);
        // The theme is the stored choice (light without one), read before the first paint.
        await page.evaluate(() => localStorage.setItem("theme", "dark"));
        await visit(page, path, lng, failed);
        await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        await expectNoAxeViolations(page);
        await page.evaluate(() => localStorage.removeItem("theme"));
      });
    }
  });
}
