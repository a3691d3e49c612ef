import { gotoHydrated, test } from "./support/fixtures";
import { readContent } from "./support/test-content";
import { expectSeen } from "./support/seen";

// At 390 px the name still fits beside the mark, and the hero's first screen says who this is.
const owner = readContent<{ name: string }>("site.json");

test("at 390 px the header and the hero's first screen show the owner's name", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expectSeen(page.getByRole("banner").getByText(owner.name, { exact: true }));
  await expectSeen(page.locator("#home").getByText(owner.name, { exact: true }));
});
