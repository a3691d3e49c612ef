import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { layout, project } from "./portfolio-content";
import { profile } from "./profile-content";

// A phone has no hover: a tap focuses the icon, and focus shows its tooltip.
test("a tap on a web skill's icon shows its name, whole and on screen", async ({ page }) => {
  await gotoHydrated(page, "/");
  const names = profile.en.webSkills.map((skill) => skill.name);
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    const icon = page.locator("#web-skills").getByRole("img", { name, exact: true });
    await icon.scrollIntoViewIfNeeded();
    await icon.tap();
    const tip = page.getByRole("tooltip", { name, exact: true });
    await expectSeen(tip);
    // Over the middle of the chip that already shows the name, not off to the icon's side.
    const chip = (await page.locator("#web-skills li").filter({ has: page.getByRole("img", { name, exact: true }) }).boundingBox())!;
    const box = (await tip.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - (chip.x + chip.width / 2))).toBeLessThan(1);
  }
});

test("a project's technologies show their names on screen, with no tap needed", async ({ page }) => {
  // The stack is named chips: a name a visitor has to tap for would hide what the chip can say.
  const slug = layout.frontend[0]!;
  await gotoHydrated(page, `/portfolio/${slug}`);
  const stack = page.getByRole("region", { name: project(slug).techTitle ?? "Built with" });
  for (const { name } of project(slug).tech) {
    await expectSeen(stack.getByText(name, { exact: true }), { scroll: true });
  }
});
