import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectAllSeen, expectSeen } from "./support/seen";
import { graphicProject, layout } from "./portfolio-content";

const first = graphicProject(layout.graphic[0]!);
const second = graphicProject(layout.graphic[1]!);

const cards = (page: Page) => page.locator("#graphic-design button[aria-haspopup=dialog]");
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
  for (const tag of first.tags!) await expectSeen(dialog.getByText(tag, { exact: true }).last(), { scroll: true });
  // The panel itself stays where a person sees it while its content scrolls.
  await expectSeen(dialog.getByRole("button", { name: "Go back" }));
  await expect(dialog.locator("p").first()).not.toBeEmpty();
});

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
 * project no year and no technologies and the second a technology without a name.
 */
function withMissingFields(body: string): string {
  const data = JSON.parse(body) as unknown[];
  const key = (name: string) => `_${data.indexOf(name)}`;
  const objectAt = (index: number) => data[index] as Record<string, number>;
  const isObject = (value: unknown): value is Record<string, number> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  const portfolio = data.find((value) => isObject(value) && key("graphic") in value) as Record<string, number>;
  const graphic = data[portfolio[key("graphic")]!] as number[];
  const [firstProject, secondProject] = [objectAt(graphic[0]!), objectAt(graphic[1]!)];
  delete firstProject[key("year")];
  firstProject[key("tech")] = data.push([]) - 1;
  const tech = data[secondProject[key("tech")]!] as number[];
  const withoutName = { ...objectAt(tech[0]!) };
  withoutName[key("name")] = data.push("") - 1;
  secondProject[key("tech")] = data.push([data.push(withoutName) - 1, ...tech.slice(1)]) - 1;
  return JSON.stringify(data);
}

test("the panel shows the fallbacks for a missing year, no technologies and a nameless one", async ({ page }) => {
  await page.route("**/portfolio.data", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: withMissingFields(await response.text()) });
  });
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

test("the panel slides in, unless the visitor prefers reduced motion", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await openPanel(page);
  expect(await panel(page).evaluate((el) => getComputedStyle(el).animationName)).toBe("portfolio-panel-in");
  await page.keyboard.press("Escape");

  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPanel(page);
  expect(await panel(page).evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
});
