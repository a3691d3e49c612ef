import { HASH_SCROLL_LOCK_MS, SECTION_SCROLL_DELAY_MS } from "../app/lib/constants";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { readContent } from "./support/test-content";
import { expectSeen } from "./support/seen";

// The home page leads with the work: the top 5 as covers right after the hero.
type Cover = { urlTitle: string; title: string };
const top5 = { en: readContent<Cover[]>("en/top5.json"), sv: readContent<Cover[]>("sv/top5.json") };
/** Past a load scroll and the pause in tracking after a scroll, on the page's clock. */
const SETTLE_MS = SECTION_SCROLL_DELAY_MS + HASH_SCROLL_LOCK_MS + 100;
const band = (page: import("@playwright/test").Page) => page.getByRole("region", { name: /^(Selected work|Utvalda arbeten)$/ });

test("at 1440 × 900 the work is on the first screen unscrolled: the flagship's top and the second cover whole", async ({ page }) => {
  await gotoHydrated(page, "/");
  expect(await page.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([1440, 900]);
  const covers = band(page).getByTestId("work-cover");
  // The flagship is drawn too large to end on the first screen; at least a third of it is seen.
  const seen = await covers.first().evaluate((el) => {
    const box = el.getBoundingClientRect();
    return (Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)) / box.height;
  });
  expect(seen).toBeGreaterThanOrEqual(1 / 3);
  await expectSeen(covers.nth(1));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

for (const lng of ["en", "sv"] as const) {
  test(`each ${lng} cover is titled and links its project page in the page's language`, async ({ page }) => {
    const prefix = lng === "sv" ? "/sv" : "";
    await gotoHydrated(page, `${prefix}/`);
    const links = band(page).getByRole("listitem").getByRole("link");
    await expect(links).toHaveCount(top5[lng].length);
    for (const [index, item] of top5[lng].entries()) {
      // Named by all it shows (a voice user says what they see), the title among it.
      await expect(links.nth(index)).toHaveAccessibleName(new RegExp(item.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      await expect(links.nth(index)).toHaveAttribute("href", new RegExp(`^${prefix}/portfolio/${item.urlTitle}/?$`));
    }
    await links.nth(1).click();
    await page.waitForURL((url) => url.pathname.replace(/\/$/, "") === `${prefix}/portfolio/${top5[lng][1]!.urlTitle}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(top5[lng][1]!.title);
  });
}

test("at 1440 px the first cover is the largest, as on the portfolio's top 5: larger than the fourth", async ({ page }) => {
  await gotoHydrated(page, "/");
  const covers = band(page).getByTestId("work-cover");
  const area = async (index: number) => {
    const box = (await covers.nth(index).boundingBox())!;
    return box.width * box.height;
  };
  const areas = await Promise.all([0, 1, 2, 3, 4].map(area));
  expect(areas[0]).toBeGreaterThan(2 * areas[3]!);
  for (const later of areas.slice(1)) expect(areas[0]).toBeGreaterThan(later);
  // The picture is fetched for the slot it fills: the first at two thirds of the column.
  expect(await covers.first().locator("source").first().getAttribute("sizes")).toMatch(/^\(min-width: 1024px\) 1080px/);
});

test("at 1440 px each description sits right under its own title, even beside a title that wraps", async ({ page }) => {
  await gotoHydrated(page, "/");
  const titles = band(page).getByTestId("work-title");
  // A neighbour in the first row gets a title long enough to take two lines, as an owner's may.
  await titles.nth(1).evaluate((el) => el.prepend("A project title long enough to wrap onto two lines: "));
  const lineHeight = await titles.nth(1).evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
  expect((await titles.nth(1).boundingBox())!.height).toBeGreaterThan(1.5 * lineHeight);
  const gaps = await band(page)
    .getByTestId("work-words")
    .evaluateAll((cards) =>
      cards.map((card) => {
        const title = card.querySelector("[data-testid=work-title]")!.getBoundingClientRect();
        const description = card.querySelector("[data-testid=work-description]")!.getBoundingClientRect();
        return Math.round(description.top - title.bottom);
      }),
    );
  expect(gaps).toHaveLength(5);
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(0);
  for (const gap of gaps) expect(gap).toBeLessThanOrEqual(8);
});

test("the hero's main action is the work; the CV is the second one", async ({ page }) => {
  await gotoHydrated(page, "/");
  const actions = page.locator("#home").getByRole("link", { name: /See my work|Download CV/ });
  await expect(actions).toHaveText([/See my work/, /Download CV/]);
  const fill = (name: string) =>
    page.locator("#home").getByRole("link", { name }).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await fill("See my work")).not.toBe("rgba(0, 0, 0, 0)");
  expect(await fill("Download CV")).toBe("rgba(0, 0, 0, 0)");
});

test("the band is not a profile section: scrolling over it never puts it in the address", async ({ page }) => {
  // The page's clock runs past the load scroll and past each scroll's tracking frame, so the
  // address is read after tracking has had its say.
  await page.clock.install();
  await gotoHydrated(page, "/");
  await page.clock.runFor(SETTLE_MS);
  await expect(band(page)).not.toHaveAttribute("id");
  await band(page).evaluate((el) => el.scrollIntoView({ block: "start" }));
  const scrolled = page.evaluate(() => new Promise((resolve) => window.addEventListener("scrollend", resolve, { once: true })));
  await page.mouse.wheel(0, 200);
  await scrolled;
  await page.clock.runFor(SETTLE_MS);
  expect(new URL(page.url()).pathname).toMatch(/^\/(profile\/(home|who-am-i)\/)?$/);
  await page.evaluate(() => document.getElementById("who-am-i")!.scrollIntoView({ block: "start" }));
  await expect.poll(() => new URL(page.url()).pathname).toBe("/profile/who-am-i/");
  expect(await page.evaluate(() => sessionStorage.getItem("activeSection"))).toBe("who-am-i");
});

test("at 1440 px the band leaves no hole: the first cover stands two rows tall beside the second and third", async ({ page }) => {
  await gotoHydrated(page, "/");
  const cards = await band(page)
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map((item) => {
        const cell = item.getBoundingClientRect();
        const words = item.querySelector("[data-testid=work-words]")!.getBoundingClientRect();
        return { left: cell.left, top: cell.top, bottom: cell.bottom, wordsEnd: words.bottom };
      }),
    );
  expect(cards).toHaveLength(5);
  // Each card's words end at the foot of its cell: nothing empty under a shorter card.
  for (const [index, card] of cards.entries()) expect(card.bottom - card.wordsEnd, `cover ${index + 1}`).toBeLessThanOrEqual(4);
  type Card = (typeof cards)[number];
  const [first, second, third, fourth, fifth] = cards as [Card, Card, Card, Card, Card];
  expect(Math.abs(second.top - first.top)).toBeLessThanOrEqual(1);
  expect(Math.abs(third.left - second.left)).toBeLessThanOrEqual(1);
  expect(third.top).toBeGreaterThan(second.bottom);
  expect(Math.abs(third.bottom - first.bottom)).toBeLessThanOrEqual(4);
  expect(fourth.top).toBeGreaterThan(first.bottom);
  expect(Math.abs(fifth.top - fourth.top)).toBeLessThanOrEqual(1);
});
