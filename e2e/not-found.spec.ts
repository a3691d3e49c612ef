import { notFoundChecks } from "./not-found-checks";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// At 1440 px.
notFoundChecks();

test("the not-found art stops at the side rail, so no shape runs under its icons", async ({ page }) => {
  await gotoHydrated(page, "/nope");
  const art = (await page.locator("main picture img").first().boundingBox())!;
  const rail = page.getByRole("complementary", { name: "Find me elsewhere" });
  const edge = (await rail.boundingBox())!;
  expect(art.x).toBeGreaterThanOrEqual(edge.x + edge.width - 1);
  for (const link of await rail.getByRole("link").all()) await expectSeen(link);
});
