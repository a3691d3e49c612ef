import type { Page } from "@playwright/test";
import { allowErrors, expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectAllSeen, expectSeen } from "./support/seen";
import { graphicProject, layout } from "./portfolio-content";
import { computedColour, contrastRatio } from "./support/contrast";
import { thumbnailRowFaults } from "./support/thumbnail-row";

const first = graphicProject(layout["graphic-design"][0]!);
const second = graphicProject(layout["graphic-design"][1]!);

const cards = (page: Page) => page.locator("#graphic-design a[aria-haspopup=dialog]");
const panel = (page: Page) => page.getByRole("dialog");

async function openPanel(page: Page, index = 0) {
  const card = cards(page).nth(index);
  await card.click();
  await expect(panel(page)).toBeVisible();
  await expectSeen(panel(page).getByRole("button", { name: "Go back" }));
  return card;
}

test("a graphic card opens a modal panel on the right, at most 700 px wide", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await openPanel(page);
  const dialog = panel(page);
  await expect(dialog).toHaveAccessibleName(first.title);
  expect(await dialog.evaluate((el) => (el as HTMLDialogElement).open && el.matches(":modal"))).toBe(true);
  const box = (await dialog.boundingBox())!;
  expect(Math.round(box.width)).toBeLessThanOrEqual(700);
  await expect.poll(async () => Math.round((await dialog.boundingBox())!.x + box.width)).toBe(1440);
  await expect(dialog.getByRole("button", { name: "Go back" })).toBeFocused();
  expect(new URL(page.url()).pathname).toBe("/portfolio");
});

test("the panel shows the project's fields", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await openPanel(page);
  const dialog = panel(page);
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(first.title);
  await expectSeen(dialog.getByRole("heading", { level: 2 }));
  await expectSeen(dialog.getByText(String(first.year), { exact: true }));
  const client = dialog.getByRole("link", { name: new RegExp(first.client!) });
  await expect(client).toHaveAttribute("href", first.clientLink!);
  await expect(client).toHaveAttribute("target", "_blank");
  await expect(client).toHaveAttribute("rel", "noopener noreferrer");
  await expectSeen(client);
  // Each image once: the first large, the others as thumbnails.
  await expect(dialog.getByRole("button", { name: /Open image/ })).toHaveCount(first.images.length);
  await expectAllSeen(dialog.getByRole("button", { name: /Open image/ }), { scroll: true });
  for (const tech of first.tech) await expectSeen(dialog.getByText(tech.name, { exact: true }), { scroll: true });
  for (const text of [first.goals!, first.role!, first.challenges!, first.testimonial!.quote, first.testimonial!.author]) {
    await expectSeen(dialog.getByText(text, { exact: false }), { scroll: true });
  }
  // The quote is a filled card, with no side bar bent by its rounded corners.
  const quote = dialog.locator("figure", { hasText: first.testimonial!.quote });
  expect(await quote.evaluate((el) => getComputedStyle(el).borderLeftWidth)).toBe("0px");
  for (const tag of first.tags!) await expectSeen(dialog.getByText(tag, { exact: true }).last(), { scroll: true });
  // The panel itself stays where a person sees it while its content scrolls.
  await expectSeen(dialog.getByRole("button", { name: "Go back" }));
  await expect(dialog.locator("p").first()).not.toBeEmpty();
});

test("at 1440 × 900 the panel's picture leaves its title, year and client on the first screen, its thumbnails one height", async ({
  page,
}) => {
  await gotoHydrated(page, "/portfolio");
  await openPanel(page);
  const dialog = panel(page);
  // Measured once the panel has slid in: boxes read a frame apart while it moves disagree by a pixel.
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
  const main = dialog.getByRole("button", { name: /Open image 1 of/ });
  await expectSeen(main);
  // At most 400 px tall, and as wide as the text column (the year's row) unless that would pass it.
  const [picture, facts] = [(await main.boundingBox())!, (await dialog.locator("dl").first().boundingBox())!];
  expect(picture.height).toBeLessThanOrEqual(401);
  if (picture.height < 399) expect([picture.x, picture.width]).toEqual([facts.x, facts.width].map((n) => expect.closeTo(n, 0)));
  for (const label of [first.yearTitle ?? "Year", first.clientTitle ?? "Client"]) {
    await expectSeen(dialog.getByText(label, { exact: true }));
  }
  const thumbnails = dialog.getByRole("button", { name: /Open image ([2-9]|\d\d) of/ });
  expect(await thumbnailRowFaults(main, thumbnails)).toEqual([]);
});

test("the panel's main picture shows whole: drawn at its own shape inside its frame, never cropped", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await openPanel(page);
  const main = panel(page).getByRole("button", { name: /Open image 1 of/ });
  await expectSeen(main);
  const image = main.locator("img");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // The size the picture is drawn at, from its box and object-fit: with "cover" it overflows the
  // box on one side (the overflow is cut), with "contain" or a box at its own shape it does not.
  const drawn = await image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    const frame = img.closest("button")!.getBoundingClientRect();
    const fit = getComputedStyle(img).objectFit;
    const scales = [box.width / img.naturalWidth, box.height / img.naturalHeight];
    // "fill" stretches it to the box: whole only when the box has its shape (the larger scale then
    // differs from the smaller by a rounding, and the check below holds).
    const scale = fit === "contain" || fit === "scale-down" ? Math.min(...scales) : Math.max(...scales);
    return {
      width: img.naturalWidth * scale,
      height: img.naturalHeight * scale,
      box: { width: box.width, height: box.height },
      inFrame:
        box.top >= frame.top - 0.5 && box.bottom <= frame.bottom + 0.5 &&
        box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5,
    };
  });
  expect(drawn.inFrame).toBe(true);
  expect(drawn.width).toBeLessThanOrEqual(drawn.box.width + 0.5);
  expect(drawn.height).toBeLessThanOrEqual(drawn.box.height + 0.5);
});

test("the thumbnail the lightbox last showed keeps a 2 px accent ring round its picture", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await openPanel(page);
  const dialog = panel(page);
  const thumbnail = dialog.getByRole("button", { name: /Open image 3 of/ });
  await expectSeen(thumbnail, { scroll: true });
  await expect(thumbnail).not.toHaveAttribute("aria-current");
  await thumbnail.click();
  const viewer = page.getByRole("dialog", { name: "Image viewer" });
  await viewer.getByRole("button", { name: "Close the image viewer" }).click();
  await expect(viewer).toBeHidden();
  await expect(thumbnail).toHaveAttribute("aria-current", "true");
  const accent = await computedColour(page, "var(--color-accent)");
  await expect(thumbnail.getByTestId("thumbnail-frame")).toHaveCSS(
    "box-shadow",
    new RegExp(`${accent.replace(/[()]/g, "\\$&")} 0px 0px 0px 2px`),
  );
});

for (const theme of ["light", "dark"]) {
  test(`the panel's category is accent text, readable on its banner (${theme})`, async ({ page }) => {
    await setPreferences(page, { theme });
    await gotoHydrated(page, "/portfolio");
    await openPanel(page);
    const title = panel(page).getByRole("heading", { level: 2 });
    const category = title.locator("xpath=preceding-sibling::p[1]");
    await expectSeen(category);
    const [colour, titleColour, banner] = await category.evaluate((el) => [
      getComputedStyle(el).color,
      getComputedStyle(el.nextElementSibling!).color,
      getComputedStyle(el.parentElement!).backgroundColor,
    ]);
    // The banner is the site's second surface, no colour of its own (it was a one-off peach).
    expect(banner).toBe(await computedColour(page, "var(--color-surface-alt)"));
    // Not the title's ink (by day it was), and at least 4.5:1 on the banner.
    expect(colour).not.toBe(titleColour);
    expect(contrastRatio(colour!, banner!)).toBeGreaterThanOrEqual(4.5);
    const [r, g, b] = colour!.match(/\d+/g)!.map(Number);
    // An orange: red leads, blue trails.
    expect(r!).toBeGreaterThan(g!);
    expect(g!).toBeGreaterThan(b!);
  });
}

test("focus stays inside the panel", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await openPanel(page);
  const stops = await panel(page).locator("a[href], button").count();
  const inside = () => page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")));
  for (let i = 0; i < stops + 2; i++) {
    await page.keyboard.press("Tab");
    expect(await inside()).toBe(true);
  }
  await panel(page).getByRole("button", { name: "Go back" }).focus();
  await page.keyboard.press("Shift+Tab");
  expect(await inside()).toBe(true);
  await expect(panel(page).getByRole("button", { name: "Go back" })).not.toBeFocused();
});

test("Escape closes the panel and focus returns to the card", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const card = await openPanel(page, 2);
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(card).toBeFocused();
});

test("the go-back button closes the panel", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const card = await openPanel(page, 1);
  await panel(page).getByRole("button", { name: "Go back" }).click();
  await expect(panel(page)).toBeHidden();
  await expect(card).toBeFocused();
});

test("a click on the backdrop closes the panel, a click inside does not", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const card = await openPanel(page);
  await panel(page).getByRole("heading", { level: 2 }).click();
  await expect(panel(page)).toBeVisible();
  await page.mouse.click(200, 450);
  await expect(panel(page)).toBeHidden();
  await expect(card).toBeFocused();
});

test("closing clears the selection: the next card opens its own project", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await openPanel(page, 0);
  await page.keyboard.press("Escape");
  await openPanel(page, 1);
  await expect(panel(page).getByRole("heading", { level: 2 })).toHaveText(second.title);
});

test("the page behind the panel does not scroll with it", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await openPanel(page);
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(1200, 500);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => panel(page).evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

/**
 * Client navigation fetches /portfolio.data (React Router's turbo-stream: one flat JSON array in
 * which objects map "_<key index>" to value indexes). The test edits it to give the first graphic
 * card no year.
 */
function withoutFirstYear(body: string): string {
  const data = JSON.parse(body) as unknown[];
  const key = (name: string) => `_${data.indexOf(name)}`;
  const isObject = (value: unknown): value is Record<string, number> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  const portfolio = data.find((value) => isObject(value) && key("graphic") in value) as Record<string, number>;
  const graphic = data[portfolio[key("graphic")]!] as number[];
  delete (data[graphic[0]!] as Record<string, number>)[key("year")];
  return JSON.stringify(data);
}

type PanelTexts = { tech: Array<{ name: string }> };

/** Serves a panel's texts file edited by `edit`. */
async function editPanelTexts(page: Page, slug: string, edit: (texts: PanelTexts) => void) {
  await page.route(`**/portfolio/${slug}/panel.json`, async (route) => {
    const response = await route.fetch();
    const texts = (await response.json()) as PanelTexts;
    edit(texts);
    await route.fulfill({ response, json: texts });
  });
}

test("the panel shows the fallbacks for a missing year, no technologies and a nameless one", async ({ page }) => {
  await page.route("**/portfolio.data", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: withoutFirstYear(await response.text()) });
  });
  await editPanelTexts(page, first.urlTitle, (texts) => void (texts.tech = []));
  await editPanelTexts(page, second.urlTitle, (texts) => void (texts.tech[0]!.name = ""));
  await gotoHydrated(page, "/blog");
  await page.evaluate(() =>
    (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(
      "/portfolio",
    ),
  );
  await page.waitForURL("**/portfolio");
  await openPanel(page, 0);
  await expect(panel(page).getByText("Year").locator("+ dd")).toHaveText("N/A");
  await expect(panel(page).getByText("No technologies listed")).toBeVisible();
  await page.keyboard.press("Escape");
  await openPanel(page, 1);
  await expect(panel(page).getByText("No technology title available")).toBeVisible();
});

test("the page carries the cards only: the panel fetches its texts when it opens, showing that it loads", async ({ page }) => {
  const html = await (await page.request.get("/portfolio/")).text();
  for (const text of [first.goals, first.testimonial.quote, second.challenges]) expect(html).not.toContain(text);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetched: string[] = [];
  await page.route("**/panel.json", async (route) => {
    fetched.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  await gotoHydrated(page, "/portfolio");
  expect(fetched).toEqual([]);
  await openPanel(page);
  await expect(panel(page)).toHaveAccessibleName(first.title);
  await expect(panel(page).getByRole("status")).toHaveText("Loading the project…");
  expect(fetched).toEqual([`/portfolio/${first.urlTitle}/panel.json`]);
  release();
  await expectSeen(panel(page).getByText(first.goals), { scroll: true });
  await expect(panel(page).getByRole("status")).toHaveCount(0);
});

test("texts that fail to arrive say so, and Try again fetches them", async ({ page, consoleErrors }) => {
  let failing = true;
  await page.route("**/panel.json", (route) => (failing ? route.fulfill({ status: 503, body: "" }) : route.continue()));
  await gotoHydrated(page, "/portfolio");
  await openPanel(page);
  const alert = panel(page).getByRole("alert");
  await expect(alert).toContainText("could not be loaded");
  failing = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expectSeen(panel(page).getByText(first.goals), { scroll: true });
  await expect(panel(page).getByRole("alert")).toHaveCount(0);
  // The refused fetch and the page's report of it are expected.
  const expected = [/status of 503/, /panel texts could not be loaded/];
  expect(expected.every((pattern) => consoleErrors.some((entry) => pattern.test(entry)))).toBe(true);
  allowErrors(consoleErrors, ...expected);
});

test("the panel slides in, unless the visitor prefers reduced motion", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await openPanel(page);
  expect(await panel(page).evaluate((el) => getComputedStyle(el).animationName)).toBe("portfolio-panel-in");
  await page.keyboard.press("Escape");

  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPanel(page);
  expect(await panel(page).evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
});

test("each thumbnail's frame has its picture's own shape, whole in its slot: no band of a second ground beside the art", async ({
  page,
}) => {
  await gotoHydrated(page, "/portfolio");
  await openPanel(page);
  const thumbnails = panel(page).getByRole("button", { name: /Open image ([2-9]|\d\d) of/ });
  expect(await thumbnails.count()).toBeGreaterThan(0);
  for (const thumbnail of await thumbnails.all()) {
    await expectSeen(thumbnail, { scroll: true });
    const image = thumbnail.locator("img");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const fit = await image.evaluate((img: HTMLImageElement) => {
      const frame = img.closest("[data-testid=thumbnail-frame]")!.getBoundingClientRect();
      const slot = img.closest("button")!.getBoundingClientRect();
      return {
        shape: frame.width / frame.height / (img.naturalWidth / img.naturalHeight),
        inSlot: frame.left >= slot.left - 0.5 && frame.right <= slot.right + 0.5 && frame.top >= slot.top - 0.5 &&
          frame.bottom <= slot.bottom + 0.5,
        // It fills its slot one way, and is centred the other.
        fills: Math.abs(frame.width - slot.width) <= 1 || Math.abs(frame.height - slot.height) <= 1,
        centred: Math.abs(frame.left + frame.right - slot.left - slot.right) <= 1 &&
          Math.abs(frame.top + frame.bottom - slot.top - slot.bottom) <= 1,
      };
    });
    expect(Math.abs(fit.shape - 1)).toBeLessThanOrEqual(0.02);
    // No ground of the frame's own round the picture: transparent, so only the art shows.
    await expect(thumbnail.getByTestId("thumbnail-frame")).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    expect([fit.inSlot, fit.fills, fit.centred]).toEqual([true, true, true]);
  }
});

test("at 1440 px the panel has one way back, the ✕ at its top right, named Go back; it closes the panel", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const card = await openPanel(page);
  const dialog = panel(page);
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
  // No second control that does the same: no "Close" beside it, no "Go back" words shown.
  await expect(dialog.getByRole("button", { name: /^(Go back|Close)$/ })).toHaveCount(1);
  const back = dialog.getByRole("button", { name: "Go back", exact: true });
  await expectSeen(back);
  await expect(back).toHaveAttribute("title", "Go back");
  expect(await back.evaluate((el) => (el as HTMLElement).innerText.trim())).toBe("");
  const box = (await back.boundingBox())!;
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([40, 40]);
  const panelBox = (await dialog.boundingBox())!;
  expect(panelBox.x + panelBox.width - (box.x + box.width)).toBeLessThanOrEqual(48);
  expect(box.y - panelBox.y).toBeLessThanOrEqual(24);
  await back.click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
});

test("the panel's main picture fills its frame (no bars of the well beside it)", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await openPanel(page);
  const dialog = panel(page);
  await dialog.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
  const image = dialog.getByRole("button", { name: /Open image 1 of/ }).locator("img");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const gaps = await image.evaluate((img: HTMLImageElement) => {
    const frame = img.closest("button")!.getBoundingClientRect();
    const box = img.getBoundingClientRect();
    // The picture as drawn: the box at the image's own shape where it is contained in it.
    const contained = getComputedStyle(img).objectFit === "contain";
    const scale = contained ? Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight) : 0;
    const width = scale ? img.naturalWidth * scale : box.width;
    const height = scale ? img.naturalHeight * scale : box.height;
    return [frame.width - width, frame.height - height].map(Math.round);
  });
  expect(Math.max(...gaps.map(Math.abs)), `frame less picture: ${gaps}`).toBeLessThanOrEqual(2);
});
