import { postsOf } from "./blog-content";
import { expect, test } from "./support/fixtures";
import { TEMPLATE_PAGES } from "./support/templates";
import { titleShape } from "./support/title-lines";

// On a 390 px phone the titles stay modest: home's headline 36 px, no page's title above the
// blog tile's 48, and in either language every title wraps between words.
for (const prefix of ["", "/sv"]) {
  const paths = { ...TEMPLATE_PAGES, post: `/blog/${postsOf(prefix ? "sv" : "en")[0]!.urlTitle}` };
  test(`at 390 px the ${prefix ? "Swedish" : "English"} titles keep to the phone's scale and wrap between words`, async ({ page }) => {
    await page.goto(`${prefix}/`);
    expect((await titleShape(page.getByRole("heading", { level: 1 }))).size).toBe(36);
    for (const path of Object.values(paths)) {
      await page.goto(`${prefix}${path}`);
      const heading = page.getByRole("heading", { level: 1 });
      const shape = await titleShape(heading);
      expect(shape.size, path).toBeLessThanOrEqual(path === "/blog" ? 48 : 36);
      expect(shape.splitWords, path).toEqual([]);
      expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth), path).toBe(true);
    }
  });
}
