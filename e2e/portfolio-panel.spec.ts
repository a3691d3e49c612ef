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

// One page: the panel's texts arrive when it opens (held, then refused, then fetched again), then
// the opened panel is walked through: its place, its fields, its focus, its ways to close.
test("a graphic card opens a modal panel with the project, fetched on opening; it keeps focus and the page still; it closes", async ({
  page,
  consoleErrors,
}) => {
  await test.step("the page carries the cards only", async () => {
    const html = await (await page.request.get(at("/portfolio/"))).text();
    for (const text of [first.goals, first.testimonial.quote, second.challenges]) expect(html).not.toContain(text);
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetched: string[] = [];
  // The first fetch waits, then is refused; any later one goes through.
  await page.route("**/panel.json", async (route) => {
    fetched.push(sitePath(route.request().url()));
    if (fetched.length > 1) return route.continue();
    await held;
    return route.fulfill({ status: 503, body: "" });
  });
  await gotoHydrated(page, "/portfolio");
  const dialog = panel(page);

  await test.step("the panel fetches its texts when it opens, showing that it loads", async () => {
    expect(fetched).toEqual([]);
    await openPanel(page);
    await expect(dialog).toHaveAccessibleName(first.title);
    await expect(dialog.getByRole("status")).toHaveText("Loading the project…");
    expect(fetched).toEqual([`/portfolio/${first.urlTitle}/panel.json`]);
  });

  await test.step("texts that fail to arrive say so, and Try again fetches them", async () => {
    release();
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText("could not be loaded");
    await expect(dialog.getByRole("status")).toHaveCount(0);
    await alert.getByRole("button", { name: "Try again" }).click();
    // Not scrolled to: the panel keeps its scroll when it opens again, and the walk below starts at
    // its top (the texts are seen there).
    await expect(dialog.getByText(first.goals)).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    // The refused fetch and the page's report of it are expected.
    const expected = [/status of 503/, /panel texts could not be loaded/];
    expect(expected.every((pattern) => consoleErrors.some((entry) => pattern.test(entry)))).toBe(true);
    allowErrors(consoleErrors, ...expected);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  const card = await test.step("a plain click opens the modal panel on the right and stays on the portfolio", async () => {
    const opened = await openPanel(page);
    await expect(dialog).toHaveAccessibleName(first.title);
    expect(await dialog.evaluate((el) => (el as HTMLDialogElement).open && el.matches(":modal"))).toBe(true);
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.width)).toBeLessThanOrEqual(700);
    await expect.poll(async () => Math.round((await dialog.boundingBox())!.x + box.width)).toBe(1440);
    await expect(dialog.getByRole("button", { name: "Go back" })).toBeFocused();
    expect(sitePath(page.url())).toBe("/portfolio");
    // It slides in.
    expect(await dialog.evaluate((el) => getComputedStyle(el).animationName)).toBe("portfolio-panel-in");
    return opened;
  });

  await test.step("the project's fields are seen, each image once, the first first, then the facts, then the text", async () => {
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
    // It opens on its main image, then the facts, then the text, in the document's order.
    const opening = await dialog.evaluate((panel) => {
      // The first thing after the sticky go-back bar that shows anything.
      const content = panel.querySelector(":scope > div > :nth-child(2)");
      return content?.querySelector("img, p, h2, dl")?.tagName ?? "";
    });
    expect(opening).toBe("IMG");
    const order = await dialog.evaluate((panel) =>
      [
        panel.querySelector("button[aria-label^='Open image 1 of']"),
        panel.querySelector("h2"),
        panel.querySelector("dl"),
        panel.querySelector(".prose"),
      ].map((el) => (el ? [...panel.querySelectorAll("*")].indexOf(el) : -1)),
    );
    expect(order.every((at, index) => at >= 0 && (index === 0 || at > order[index - 1]!))).toBe(true);
  });

  await test.step("focus stays inside the panel", async () => {
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
  });

  await test.step("the page behind the panel does not scroll with it", async () => {
    await dialog.evaluate((el) => el.scrollTo(0, 0));
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(1200, 500);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => dialog.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  await test.step("a click inside does not close it; a click on the backdrop does, and focus returns to the card", async () => {
    await dialog.getByRole("heading", { level: 2 }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(200, 450);
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  await test.step("closing cleared the selection: the next card opens its own project; its go-back button closes it", async () => {
    const secondCard = await openPanel(page, 1);
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(second.title);
    await dialog.getByRole("button", { name: "Go back" }).click();
    await expect(dialog).toBeHidden();
    await expect(secondCard).toBeFocused();
  });

  await test.step("Escape closes it too", async () => {
    const third = await openPanel(page, 2);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(third).toBeFocused();
  });

  await test.step("no slide for a visitor who prefers reduced motion", async () => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPanel(page);
    expect(await dialog.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  });
});
