import { expect, test } from "./support/fixtures";
import { TEMPLATE_PAGES } from "./support/templates";
import { titleShape } from "./support/title-lines";

// One scale of page titles. Home's headline is the page most visitors see first, so no page's
// title outranks it: at 1440 px it is 64 px, as the work's, contact's and the blog's titles are at
// most; one project's or post's name sits a step below, at 56 px.
const HEADLINE = 64;
const TITLE = 56;
const EXPECTED: Record<keyof typeof TEMPLATE_PAGES, number> = {
  profile: HEADLINE,
  portfolio: HEADLINE,
  contact: HEADLINE,
  "blog list": HEADLINE,
  project: TITLE,
  post: TITLE,
};

test("at 1440 px home's headline is the largest page title, and every page keeps to the scale", async ({ page }) => {
  const sizes: Record<string, number> = {};
  for (const [template, path] of Object.entries(TEMPLATE_PAGES)) {
    await page.goto(path);
    sizes[template] = (await titleShape(page.getByRole("heading", { level: 1 }))).size;
  }
  expect(sizes).toEqual(EXPECTED);
  expect(Math.max(...Object.values(sizes))).toBe(sizes.profile);
});

test("at 1440 px home's headline is set tight: its lines are at most 1.1 times its size apart", async ({ page }) => {
  await page.goto("/");
  const shape = await titleShape(page.locator("#home").getByRole("heading", { level: 1 }));
  expect(shape.size).toBe(HEADLINE);
  expect(shape.lineHeight).toBeLessThanOrEqual(HEADLINE * 1.1);
});

// Swedish words run longer; at every width the titles must wrap between words, in few lines.
for (const width of [768, 1024, 1440]) {
  for (const prefix of ["", "/sv"]) {
    const language = prefix ? "Swedish" : "English";
    test(`at ${width} px the ${language} home and work titles wrap between words, in at most three lines`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [`${prefix}/`, `${prefix}/portfolio/`]) {
        await page.goto(path);
        const heading = page.getByRole("heading", { level: 1 });
        const shape = await titleShape(heading);
        expect(shape.splitWords, path).toEqual([]);
        expect(shape.lines, path).toBeLessThanOrEqual(3);
        expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth), path).toBe(true);
      }
    });
  }
}
