import { expect, gotoHydrated, test } from "./support/fixtures";

// A screen reader announces a landmark's name and then a list's: the rail says it once.
test("the side rail's links are named once, by the rail", async ({ page }) => {
  await gotoHydrated(page, "/");
  const rail = page.getByRole("complementary", { name: "Find me elsewhere" });
  await expect(rail).toBeVisible();
  await expect(rail.getByRole("list")).toBeVisible();
  await expect(rail.getByRole("list")).not.toHaveAccessibleName("Find me elsewhere");
  await expect(rail.getByRole("list", { name: "Find me elsewhere" })).toHaveCount(0);
});
