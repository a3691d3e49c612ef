import type { Page } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "../support/fixtures";
import { builtLanguages, languageOfPath, sitemapPaths } from "./sitemap-paths";
import { axeScan } from "../support/axe";

// The owner's own content, whatever it holds: every page the sitemap lists (each language's
// addresses) answers 200 in its language, shows its main content and its images, logs no error
// and passes axe. The dark theme is checked on the first page of each kind in each language:
// pages of one kind share their template, and so their colours.
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

const seen = new Set<string>();
const themesOf = (path: string) => {
  const kind = `${languageOf(path)} ${kindOf(path)}`;
  if (seen.has(kind)) return ["light"] as const;
  seen.add(kind);
  return ["light", "dark"] as const;
};

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

for (const path of sitemapPaths()) {
  const lng = languageOf(path);
  for (const theme of themesOf(path)) {
    test(`${path} works (${theme})`, async ({ page }) => {
      const failed: string[] = [];
      page.on("response", (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      await setPreferences(page, { theme });
      const response = await gotoHydrated(page, path);
      expect(response?.status(), "status").toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lng);

      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
      expect((await main.innerText()).trim().length, "main content").toBeGreaterThan(40);

      await scrollThrough(page);
      await expect.poll(() => brokenImages(page), { message: "images that did not load" }).toEqual([]);
      expect(failed, "failed requests").toEqual([]);

      const { violations } = await axeScan(page).analyze();
      expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
}
