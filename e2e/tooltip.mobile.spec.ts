import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { layout, project } from "./portfolio-content";
import { profile } from "./profile-content";

test("skills and a project's technologies show their names on screen, no tap needed", async ({ page }) => {
  await test.step("every web skill's name shows on its chip", async () => {
    await gotoHydrated(page, "/");
    const names = profile.en.webSkills.map((skill) => skill.name);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      await expectSeen(page.locator("#web-skills li").getByText(name, { exact: true }), { scroll: true });
    }
  });
  await test.step("a project's technologies show their names", async () => {
    // The stack is named chips: a name a visitor has to tap for would hide what the chip can say.
    const slug = layout.frontend[0]!;
    await gotoHydrated(page, `/portfolio/${slug}`);
    const stack = page.getByRole("region", { name: project(slug).techTitle ?? "Built with" });
    for (const { name } of project(slug).tech) {
      await expectSeen(stack.getByText(name, { exact: true }), { scroll: true });
    }
  });
});
