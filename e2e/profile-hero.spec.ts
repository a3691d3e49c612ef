import { readFileSync } from "node:fs";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { ownerTexts } from "./owner-texts";
import { at, sitePath } from "./support/base-path";

// The home hero and its CV download (in the page's language, under a name that says the language).
test.describe("profile hero", () => {
  for (const [lng, label, fileName] of [
    ["en", "Download CV", "cv-cover-letter-en.pdf"],
    ["sv", "Ladda ner CV", "cv-personligt-brev-sv.pdf"],
  ] as const) {
    // In English the page then goes on to the work, by the hero's other button.
    const more = lng === "en" ? "; then the portfolio button scrolls up and lands on /portfolio via /portfolio/my-work" : "";
    test(`the CV button saves the ${lng} PDF under its ${lng} name${more}`, async ({ page }) => {
      const home = lng === "sv" ? "/sv/" : "/";
      await gotoHydrated(page, home);
      await test.step(`the CV button saves the ${lng} PDF under its ${lng} name`, async () => {
        const downloading = page.waitForEvent("download");
        await page.getByRole("link", { name: label }).click();
        const download = await downloading;
        expect(download.suggestedFilename()).toBe(fileName);
        const saved = readFileSync(await download.path());
        expect(saved.equals(readFileSync(`build/client/files/${fileName}`))).toBe(true);
        expect(saved.subarray(0, 5).toString()).toBe("%PDF-");
        await expect(page).toHaveURL(at(home));
      });
      if (lng !== "en") return;
      await test.step("the portfolio button scrolls up and lands on /portfolio via /portfolio/my-work", async () => {
        const link = page.getByRole("link", { name: "See my work" });
        await expect(link).toHaveAttribute("href", at("/portfolio/my-work/"));
        await link.click();
        await page.waitForURL((url) => sitePath(url) === "/portfolio/");
        await expect(page.locator("#my-work")).toBeInViewport();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      });
    });
  }

  test("a failed CV download logs 'Download failed:' and nothing else happens", async ({ page, consoleErrors }) => {
    await page.route("**/files/*.pdf", (route) => route.fulfill({ status: 500, body: "broken" }));
    let downloads = 0;
    page.on("download", () => downloads++);
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: "Download CV" }).click();
    await expect.poll(() => consoleErrors.filter((e) => e.startsWith("Download failed:")).length).toBe(1);
    expect(downloads).toBe(0);
    await expect(page).toHaveURL(at("/"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download CV" })).toBeEnabled();
    // The expected failure and the browser's note about the 500 response; nothing else may remain.
    const expected = (e: string) => e.startsWith("Download failed:") || e.includes("status of 500");
    const rest = consoleErrors.filter((e) => !expected(e));
    consoleErrors.length = 0;
    expect(rest).toEqual([]);
  });

  test("the hero is prerendered with its markup, buttons and eager, high-priority picture", async ({ request }) => {
    const html = await (await request.get(at("/"))).text();
    // The headline's emphasis tags become accent spans.
    const [before, accent] = ownerTexts.en.hero.title.split(/<accent>|<\/accent>/);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${before}<span class="[^"]*text-accent[^"]*">${accent}</span>`));
    expect(html).toContain(`href="${at("/files/cv-cover-letter-en.pdf")}"`);
    expect(html).toContain(`href="${at("/portfolio/my-work/")}"`);
    // The hero picture, not the portrait beside the owner's name.
    const heroImg = html.match(/<section id="home"[\s\S]*?<img([^>]*?\/img\/hero\/[^>]*)>/)?.[1] ?? "";
    expect(heroImg).toContain('loading="eager"');
    expect(heroImg).toMatch(/fetchpriority="high"/i);
    expect(heroImg).toMatch(/width="\d+" height="\d+"/);
  });
});
