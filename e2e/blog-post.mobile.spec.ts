import { postsOf } from "./blog-content";
import { gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

test("on a phone the previous and the next post are seen and tapped at the end of a post", async ({ page }) => {
  const [newer, post, older] = postsOf("sv");
  await gotoHydrated(page, `/sv/blog/${post!.urlTitle}`);
  const nav = page.getByRole("navigation", { name: "Fler inlägg" });
  await expectSeen(nav.getByRole("link", { name: `Föregående inlägg ${older!.title}` }), { scroll: true });
  const next = nav.getByRole("link", { name: `Nästa inlägg ${newer!.title}` });
  await expectSeen(next, { scroll: true });
  await next.tap();
  await page.waitForURL(`/sv/blog/${newer!.urlTitle}/`);
});
