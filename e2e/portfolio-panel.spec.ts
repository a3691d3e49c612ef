import type { Page } from "@playwright/test";
import { allowErrors, expect, gotoHydrated, test } from "./support/fixtures";
import { expectAllSeen, expectSeen } from "./support/seen";
import { graphicProject, layout } from "./portfolio-content";
import { at, sitePath } from "./support/base-path";

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

test("a graphic card opens a modal panel on the right with the project; it keeps focus and the page still; it closes", async ({
  page,
}) => {
  await gotoHydrated(page, "/portfolio");
  const card = await openPanel(page);
  const dialog = panel(page);
  await expect(dialog).toHaveAccessibleName(first.title);
  expect(await dialog.evaluate((el) => (el as HTMLDialogElement).open && el.matches(":modal"))).toBe(true);
  const box = (await dialog.boundingBox())!;
  expect(Math.round(box.width)).toBeLessThanOrEqual(700);
  await expect.poll(async () => Math.round((await dialog.boundingBox())!.x + box.width)).toBe(1440);
  await expect(dialog.getByRole("button", { name: "Go back" })).toBeFocused();
  expect(sitePath(page.url())).toBe("/portfolio");
  // It slides in.
  expect(await dialog.evaluate((el) => getComputedStyle(el).animationName)).toBe("portfolio-panel-in");

  // The project's fields.
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

  // Focus stays inside the panel.
  const stops = await dialog.locator("a[href], button").count();
  const inside = () => page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")));
  for (let i = 0; i < stops + 2; i++) {
    await page.keyboard.press("Tab");
    expect(await inside()).toBe(true);
  }
  await dialog.getByRole("button", { name: "Go back" }).focus();
  await page.keyboard.press("Shift+Tab");
  expect(await inside()).toBe(true);
  await expect(dialog.getByRole("button", { name: "Go back" })).not.toBeFocused();

  // The page behind the panel does not scroll with it.
  await dialog.evaluate((el) => el.scrollTo(0, 0));
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(1200, 500);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => dialog.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  // A click inside does not close it; a click on the backdrop does, and focus returns to the card.
  await dialog.getByRole("heading", { level: 2 }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(200, 450);
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();

  // Closing cleared the selection: the next card opens its own project; its go-back button closes it.
  const secondCard = await openPanel(page, 1);
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(second.title);
  await dialog.getByRole("button", { name: "Go back" }).click();
  await expect(dialog).toBeHidden();
  await expect(secondCard).toBeFocused();

  // Escape closes it too.
  const third = await openPanel(page, 2);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(third).toBeFocused();

  // No slide for a visitor who prefers reduced motion.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPanel(page);
  expect(await dialog.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
});

test("the page carries the cards only: the panel fetches its texts when it opens, showing that it loads", async ({ page }) => {
  const html = await (await page.request.get(at("/portfolio/"))).text();
  for (const text of [first.goals, first.testimonial.quote, second.challenges]) expect(html).not.toContain(text);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetched: string[] = [];
  await page.route("**/panel.json", async (route) => {
    fetched.push(sitePath(route.request().url()));
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
