import type { Locator } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// How the profile sections below the first screen are laid out at 1440 px (and, for the tools,
// the widths in between). Entrances run at their end, so boxes are where they come to rest.
test.use({ contextOptions: { reducedMotion: "reduce" } });

/** The relative luminance of an element's background, read through a canvas (any CSS colour). */
function backgroundLuminance(locator: Locator) {
  return locator.evaluate((el) => {
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    ctx.fillStyle = getComputedStyle(el).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
    const [R, G, B] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  });
}

test.describe("profile layout on a large screen", () => {
  test("the experience heading and its explore button stay in view beside the whole timeline", async ({ page }) => {
    await gotoHydrated(page, "/");
    const heading = page.locator("#experience-title");
    const explore = page.locator("#experience").getByRole("link", { name: "Explore my work" }).locator("visible=true");
    const header = await page.evaluate(() =>
      parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--header-height")),
    );
    // Into the timeline: its top 100 px up behind the header. The column rests just under the header.
    await page.locator("#experience ol").evaluate((el, below) => {
      window.scrollBy(0, el.getBoundingClientRect().top - below + 100);
    }, header);
    await expectSeen(heading);
    await expectSeen(explore);
    const top = await heading.evaluate((el) => el.parentElement!.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(header);
    expect(top).toBeLessThanOrEqual(header + 17);
    // At the timeline's end, its last card at the foot of the screen: still beside it.
    await page.locator("#experience ol > li").last().evaluate((el) => el.scrollIntoView({ block: "end" }));
    await expectSeen(heading);
    await expectSeen(explore);
  });

  test("each timeline dot sits on the middle of its date's line", async ({ page }) => {
    for (const width of [700, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/");
      const offsets = await page.locator("#experience ol > li").evaluateAll((items) =>
        items.map((li) => {
          // The rail, then the dot: the last of the marks beside the card.
          const dot = li.querySelector(':scope > span[aria-hidden="true"]:last-of-type')!.getBoundingClientRect();
          const date = li.querySelector("article > p")!.getBoundingClientRect();
          return Math.abs(dot.top + dot.height / 2 - (date.top + date.height / 2));
        }),
      );
      expect(offsets.length).toBeGreaterThan(0);
      for (const offset of offsets) expect(offset, `at ${width} px`).toBeLessThanOrEqual(4);
    }
  });

  test("the first explore button is outlined and the one on education's dark card is filled", async ({ page }) => {
    await gotoHydrated(page, "/");
    const look = (section: string) =>
      page
        .locator(`#${section}`)
        .getByRole("link", { name: "Explore my work" })
        .locator("visible=true")
        .evaluate((el) => ({ fill: getComputedStyle(el).backgroundColor, border: getComputedStyle(el).borderTopWidth }));
    expect(await look("experience")).toEqual({ fill: "rgba(0, 0, 0, 0)", border: "2px" });
    expect((await look("education")).fill).not.toBe("rgba(0, 0, 0, 0)");
  });

  test("tools tiles are all one height whichever names wrap, at every width", async ({ page }) => {
    await gotoHydrated(page, "/");
    const tiles = page.locator("#programs-and-softwares li");
    for (let width = 390; width <= 1440; width += 10) {
      await page.setViewportSize({ width, height: 900 });
      const heights = await tiles.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().height)));
      expect(Math.max(...heights) - Math.min(...heights), `at ${width} px: ${heights.join("/")}`).toBeLessThanOrEqual(1);
    }
  });

  test("the web skills' chips keep to a readable width instead of one row across the page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const list = page.locator("#web-skills ul");
    const width = await list.evaluate((el) => el.getBoundingClientRect().width);
    const column = await page.locator("#web-skills > div").evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(768);
    expect(column).toBeGreaterThan(width);
  });

  test("at night the education cards are raised above their band, as the other cards are", async ({ page }) => {
    await setPreferences(page, { theme: "dark" });
    await gotoHydrated(page, "/");
    const card = page.locator("#education ol > li").first();
    expect(await backgroundLuminance(card)).toBeGreaterThan(await backgroundLuminance(page.locator("#education")));
    // What sits on the card stands apart from it: the date's pill and the tech chips.
    for (const part of [card.locator("p").first(), card.getByRole("listitem").last()]) {
      expect(await backgroundLuminance(part)).not.toBeCloseTo(await backgroundLuminance(card), 3);
    }
    // The dark tile with the explore button still stands out among the raised cards.
    const tile = page.locator("#education").getByRole("link", { name: "Explore my work" }).locator("xpath=..");
    expect(await backgroundLuminance(tile)).not.toBeCloseTo(await backgroundLuminance(card), 3);
  });
});
