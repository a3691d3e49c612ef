import { expect, gotoHydrated, test } from "./support/fixtures";
import { layout, project } from "./portfolio-content";
import { expectSeen } from "./support/seen";

// The case at a desk: the work across the page, the story beside a facts card that stays in view,
// a gallery of whole pictures, and the same drawings for the same things on a project and a post.

const ORDER = [...layout.frontend, ...layout.backend, ...layout.fullstack, ...layout["graphic-design"]];
const WEB = layout.frontend.find((slug) => project(slug).images.length > 2)!;

test("the project type shows a glyph of the kind of work, not the stack's logo", async ({ page }) => {
  await gotoHydrated(page, `/portfolio/${WEB}`);
  // The type's value: the fact after its "Project type" label (the role and the team may lead).
  const tile = page.locator("main dl[data-facts] dt", { hasText: "Project type" }).locator("+ dd svg").first();
  await expectSeen(tile, { scroll: true });
  await expect(tile.locator("use")).toHaveAttribute("href", "#icon-layout");
});

test("a project that says what came of it shows its outcome, highlighted, before the gallery; one without shows none", async ({ page }) => {
  const withOutcome = ORDER.find((slug) => project(slug).outcome)!;
  const without = ORDER.find((slug) => !project(slug).outcome)!;
  for (const lng of ["en", "sv"] as const) {
    const prefix = lng === "sv" ? "/sv" : "";
    await gotoHydrated(page, `${prefix}/portfolio/${withOutcome}`);
    const block = page.locator("section[data-outcome]");
    await expect(block.getByRole("heading", { level: 2 })).toHaveText(lng === "sv" ? "Resultat" : "Outcome");
    await expect(block.locator("li")).toHaveText(project(withOutcome, lng).outcome!);
    await expectSeen(block.locator("li").first(), { scroll: true });
    // Set apart from the page: its own ground.
    const [ground, pageGround] = [
      await block.evaluate((el) => getComputedStyle(el).backgroundColor),
      await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    ];
    expect(ground).not.toBe(pageGround);
    // A filled card, no side bar (a bar on a rounded box bends at its corners).
    expect(await block.evaluate((el) => getComputedStyle(el).borderLeftWidth)).toBe("0px");
    const gallery = page.locator("#project-gallery-title");
    if ((await gallery.count()) > 0) {
      expect((await block.boundingBox())!.y).toBeLessThan((await gallery.boundingBox())!.y);
    }
  }
  await gotoHydrated(page, `/portfolio/${without}`);
  await expectSeen(page.getByRole("heading", { level: 1 }));
  await expect(page.locator("section[data-outcome]")).toHaveCount(0);
});

