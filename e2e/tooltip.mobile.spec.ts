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

test("a tap on a project's technology shows its name, and a tap elsewhere hides it", async ({ page }) => {
  const slug = layout.frontend[0]!;
  await gotoHydrated(page, `/portfolio/${slug}`);
  const icons = page.locator("#project-tech-title + ul [role=img]");
  await expect(icons).toHaveCount(project(slug).tech.length);
  const count = await icons.count();
  for (let i = 0; i < count; i++) {
    const name = (await icons.nth(i).getAttribute("aria-label"))!;
    await icons.nth(i).scrollIntoViewIfNeeded();
    await icons.nth(i).tap();
    await expectSeen(page.getByRole("tooltip", { name, exact: true }));
  }
  await page.getByRole("heading", { level: 1 }).tap();
  await expect(page.getByRole("tooltip").filter({ visible: true })).toHaveCount(0);
});
