import { HASH_SCROLL_LOCK_MS, SECTION_SCROLL_DELAY_MS } from "../app/lib/constants";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { readContent } from "./support/test-content";
import { at, sitePath } from "./support/base-path";

// The home page leads with the work: the top 5 as covers right after the hero.
type Cover = { urlTitle: string; title: string };
const top5 = { en: readContent<Cover[]>("en/top5.json"), sv: readContent<Cover[]>("sv/top5.json") };
/** Past a load scroll and the pause in tracking after a scroll, on the page's clock. */
const SETTLE_MS = SECTION_SCROLL_DELAY_MS + HASH_SCROLL_LOCK_MS + 100;
const band = (page: import("@playwright/test").Page) => page.getByRole("region", { name: /^(Selected work|Utvalda arbeten)$/ });

/** Each cover is titled and links its project page in the page's language; the second one is followed. */
async function followCovers(page: import("@playwright/test").Page, lng: "en" | "sv") {
  const prefix = lng === "sv" ? "/sv" : "";
  const links = band(page).getByRole("listitem").getByRole("link");
  await expect(links).toHaveCount(top5[lng].length);
  for (const [index, item] of top5[lng].entries()) {
    // Named by all it shows (a voice user says what they see), the title among it.
    await expect(links.nth(index)).toHaveAccessibleName(new RegExp(item.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(links.nth(index)).toHaveAttribute("href", new RegExp(`^${at(`${prefix}/portfolio/${item.urlTitle}`)}/?$`));
  }
  await links.nth(1).click();
  await page.waitForURL((url) => sitePath(url).replace(/\/$/, "") === `${prefix}/portfolio/${top5[lng][1]!.urlTitle}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(top5[lng][1]!.title);
}

test("each sv cover is titled and links its project page in the page's language", async ({ page }) => {
  await gotoHydrated(page, "/sv/");
  await followCovers(page, "sv");
});

// One visit to /: the band and tracking, the hero's actions, then the covers, followed.
test("the band is not a profile section; the hero's main action is the work; each en cover is titled and links its project page", async ({
  page,
}) => {
  // The page's clock runs past the load scroll and past each scroll's tracking frame, so the
  // address is read after tracking has had its say.
  await page.clock.install();
  await gotoHydrated(page, "/");

  await test.step("the hero's main action is the work; the CV is the second one", async () => {
    const actions = page.locator("#home").getByRole("link", { name: /See my work|Download CV/ });
    await expect(actions).toHaveText([/See my work/, /Download CV/]);
    const fill = (name: string) =>
      page.locator("#home").getByRole("link", { name }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await fill("See my work")).not.toBe("rgba(0, 0, 0, 0)");
    expect(await fill("Download CV")).toBe("rgba(0, 0, 0, 0)");
  });

  await test.step("the band is not a profile section: scrolling over it never puts it in the address", async () => {
    await page.clock.runFor(SETTLE_MS);
    await expect(band(page)).not.toHaveAttribute("id");
    await band(page).evaluate((el) => el.scrollIntoView({ block: "start" }));
    const scrolled = page.evaluate(() => new Promise((resolve) => window.addEventListener("scrollend", resolve, { once: true })));
    await page.mouse.wheel(0, 200);
    await scrolled;
    await page.clock.runFor(SETTLE_MS);
    expect(sitePath(page.url())).toMatch(/^\/(profile\/(home|who-am-i)\/)?$/);
    await page.evaluate(() => document.getElementById("who-am-i")!.scrollIntoView({ block: "start" }));
    await expect.poll(() => sitePath(page.url())).toBe("/profile/who-am-i/");
    expect(await page.evaluate(() => sessionStorage.getItem("activeSection"))).toBe("who-am-i");
  });

  await test.step("each en cover is titled and links its project page in the page's language", async () => {
    await followCovers(page, "en");
  });
});
