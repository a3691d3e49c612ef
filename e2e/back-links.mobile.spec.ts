import { postsOf } from "./blog-content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { layout } from "./portfolio-content";
import { expectSeen } from "./support/seen";

test("on a phone the back links are 44 px tall tap targets that lead back", async ({ page }) => {
  await gotoHydrated(page, `/portfolio/${layout.frontend[0]}`);
  const toPortfolio = page.getByRole("link", { name: "Back to the portfolio" });
  await expectSeen(toPortfolio);
  expect((await toPortfolio.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await toPortfolio.tap();
  await page.waitForURL((url) => url.pathname === "/portfolio/");

  await gotoHydrated(page, `/blog/${postsOf("en")[0]!.urlTitle}`);
  const toBlog = page.getByRole("link", { name: "Back to the blog" });
  await expectSeen(toBlog);
  expect((await toBlog.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await toBlog.tap();
  await page.waitForURL((url) => url.pathname === "/blog/");
});
