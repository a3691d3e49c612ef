import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { layout, project } from "./portfolio-content";

// How the portfolio's grids below the hero read: labels on one line, rows that line up, pictures
// shown whole, one text size, and sections close enough to read as one page.

/** Scrolls every image in view in turn, so lazy ones load, and waits for each to be decoded. */
async function loadImages(page: Page, images: Locator) {
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
}

/** Each image whose box crops it: the box's aspect differs from the picture's by more than 2 %, and it covers. */
async function croppedImages(images: Locator): Promise<string[]> {
  return images.evaluateAll((imgs) =>
    (imgs as HTMLImageElement[]).flatMap((img) => {
      const box = img.getBoundingClientRect();
      const shown = box.width / box.height;
      const natural = img.naturalWidth / img.naturalHeight;
      const whole = Math.abs(shown / natural - 1) <= 0.02 || getComputedStyle(img).objectFit === "contain";
      return whole ? [] : [`${img.currentSrc.split("/").pop()}: box ${shown.toFixed(2)}, picture ${natural.toFixed(2)}`];
    }),
  );
}

for (const lng of ["en", "sv"] as const) {
  test(`a project card's label stays on one line in a four-column grid (${lng})`, async ({ page }) => {
    await setPreferences(page, { lng });
    await gotoHydrated(page, lng === "sv" ? "/sv/portfolio" : "/portfolio");
    // The demo's four frontend projects fill four columns of 250 px; the tests' two are laid out so.
    const grid = page.locator("#frontend ul[data-columns]");
    await grid.evaluate((ul: HTMLElement) => (ul.style.gridTemplateColumns = "repeat(4, minmax(0, 1fr))"));
    // The card with the most link buttons, the tightest fit.
    const links = (slug: string) => project(slug).links?.length ?? 0;
    const busiest = layout.frontend.reduce((most, next) => (links(next) > links(most) ? next : most));
    const card = page.locator("#frontend article").filter({ hasText: project(busiest, lng).title });
    expect(Math.round((await card.boundingBox())!.width)).toBeLessThanOrEqual(256);
    const words = lng === "sv" ? "Se projektet" : "See the project";
    const label = card.locator("span[aria-hidden=true]").filter({ hasText: words });
    // The card's own link is stretched over it, so the card is what a person sees.
    await expectSeen(card, { scroll: true });
    await expect(label).toBeVisible();
    // The lines its words take: one.
    const lines = await label.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents([...el.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom))).size;
    });
    expect(lines).toBe(1);
    // Every card's label sits level, and its link buttons share its line, to its right.
    const labels = page.locator("#frontend article span[aria-hidden=true]").filter({ hasText: words });
    const bottoms = await labels.evaluateAll((spans) => spans.map((span) => Math.round(span.getBoundingClientRect().bottom)));
    expect(bottoms).toHaveLength(layout.frontend.length);
    expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(1);
    const feet = await labels.evaluateAll((spans) =>
      spans.map((span) => {
        const label = span.getBoundingClientRect();
        const buttons = span.parentElement!.querySelector("ul")?.getBoundingClientRect();
        const card = span.closest("article")!.getBoundingClientRect();
        return { label, buttons, card };
      }),
    );
    for (const { label, buttons, card } of feet) {
      if (!buttons || buttons.width === 0) continue;
      expect(Math.abs(buttons.top + buttons.height / 2 - (label.top + label.height / 2))).toBeLessThanOrEqual(2);
      expect(buttons.left).toBeGreaterThanOrEqual(label.right);
      expect(buttons.right).toBeLessThanOrEqual(card.right);
    }
    // Every link button keeps a target of at least 24 px.
    for (const box of await card.getByRole("link", { name: /new tab/ }).evaluateAll((as) => as.map((a) => a.getBoundingClientRect()))) {
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
  });
}

test("the top 5's No. 1 has the largest title, the others pair up in half rows whose links end on one line", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, "/portfolio");
  const items = page.locator("#top-5-projects ol > li");
  const size = (index: number) => items.nth(index).locator("h3").evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
  await expectSeen(items.nth(0).locator("h3"), { scroll: true });
  expect(await size(0)).toBeGreaterThanOrEqual((await size(1)) + 6);
  const row = (await items.nth(0).boundingBox())!.width;
  // No. 2 beside No. 3, No. 4 beside No. 5: each half the row (a quarter-row card read as a
  // leftover), tops level and links on the cards' feet, level however long each text.
  for (const pair of [[1, 2], [3, 4]]) {
    const links = pair.map((index) => items.nth(index).getByText(/See the project/));
    await expectSeen(links[1]!, { scroll: true });
    const boxes = await Promise.all(pair.map(async (index) => (await items.nth(index).boundingBox())!));
    const bottoms = await Promise.all(links.map(async (link) => (await link.boundingBox())!.y + (await link.boundingBox())!.height));
    for (const box of boxes) expect(box.width).toBeGreaterThan(row * 0.45);
    expect(Math.abs(boxes[0]!.y - boxes[1]!.y)).toBeLessThanOrEqual(1);
    expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(1);
  }
});

for (const width of [390, 1440]) {
  test(`the top 5 and the graphic design tiles show their pictures whole at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/portfolio");
    // A picture with a dark twin is two <img>s, the other theme's one not displayed.
    const images = page.locator("#top-5-projects img, #graphic-design img").filter({ visible: true });
    await loadImages(page, images);
    expect(await croppedImages(images)).toEqual([]);
  });
}

for (const [width, most] of [[390, 80], [1440, 112]] as const) {
  test(`sections follow one another at most ${most} px apart at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/portfolio");
    const gaps = await page.locator("main section:is(#frontend, #backend, #fullstack, #graphic-design)").evaluateAll((sections) =>
      sections.slice(1).map((section) => {
        // From the end of one section's grid to the next section's divider.
        const above = section.previousElementSibling!.lastElementChild!.getBoundingClientRect().bottom;
        return Math.round(section.firstElementChild!.getBoundingClientRect().top - above);
      }),
    );
    expect(gaps.length).toBeGreaterThan(2);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(48);
      expect(gap).toBeLessThanOrEqual(most);
    }
  });
}

test("a top-5 item and a project card describe in one text size on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/portfolio");
  const top = page.locator("#top-5-projects ol > li").first().locator("p");
  const card = page.locator("#frontend article p").filter({ has: page.locator(".sr-only") }).first();
  await expectSeen(card.locator("xpath=ancestor::article"), { scroll: true });
  const size = (locator: Locator) => locator.evaluate((p) => getComputedStyle(p).fontSize);
  expect(await size(top)).toBe("16px");
  expect(await size(card)).toBe("16px");
});

test("on a phone the project gallery shows each image whole, at its own aspect", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const slug = [...layout.frontend, ...layout.backend, ...layout.fullstack].find((next) => project(next).images.length > 3)!;
  await gotoHydrated(page, `/portfolio/${slug}`);
  const images = page.locator("ul[data-layout=grid] img");
  expect(await images.count()).toBeGreaterThan(1);
  await loadImages(page, images);
  await expectSeen(images.first(), { scroll: true });
  expect(await croppedImages(images)).toEqual([]);
});
