import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { graphicProject, layout, project } from "./portfolio-content";
import { expectAllSeen, expectSeen } from "./support/seen";
import { at } from "./support/base-path";

// A project page reads as a case: the facts under the title, the stack in words, a gallery whose
// rows are full at every width, and the previous and the next project at its end.

const ORDER = [...layout.frontend, ...layout.backend, ...layout.fullstack, ...layout["graphic-design"]];
const WEB = layout.frontend.find((slug) => project(slug).images.length > 2)!;
const GRAPHIC = layout["graphic-design"][0]!;

test("the facts open with the role and the team, then type, duration and, for graphic work, client and year", async ({ page }) => {
  const web = project(WEB);
  // The tests' content names both for this project, so the facts are checked, not skipped.
  expect([web.role, web.team]).toEqual([expect.any(String), expect.any(String)]);
  await gotoHydrated(page, `/portfolio/${WEB}`);
  const facts = page.locator("main dl[data-facts]");
  await expectSeen(facts, { scroll: true });
  const [title, box] = [await page.getByRole("heading", { level: 1 }).boundingBox(), await facts.boundingBox()];
  expect(box!.y).toBeGreaterThan(title!.y + title!.height - 1);
  await expect(facts.locator("dt")).toHaveText(["Role", "Team", "Project type", "Duration"]);
  await expect(facts.locator("dd").nth(0)).toHaveText(web.role!);
  await expect(facts.locator("dd").nth(1)).toHaveText(web.team!);
  await expectSeen(facts.locator("dd").nth(0), { scroll: true });
  await expect(facts).toContainText(web.applicationTypeDetail.text);
  await expect(facts).toContainText(web.projectDuration.replace(/<[^>]+>/g, ""));

  // A project that names neither has neither fact.
  const plain = layout.frontend.find((slug) => !project(slug).role && !project(slug).team)!;
  await gotoHydrated(page, `/portfolio/${plain}`);
  await expect(facts.locator("dt")).toHaveText(["Project type", "Duration"]);

  const sv = project(WEB, "sv");
  await setPreferences(page, { lng: "sv" });
  await gotoHydrated(page, `/sv/portfolio/${WEB}`);
  await expect(facts.locator("dt").first()).toHaveText("Roll");
  await expect(facts.locator("dd").nth(1)).toHaveText(sv.team!);

  // A graphic project's role is its first fact, shown once.
  const graphic = graphicProject(GRAPHIC);
  await setPreferences(page, { lng: "en" });
  await gotoHydrated(page, `/portfolio/${GRAPHIC}`);
  const labels = ["Role", "Project type", "Duration", graphic.clientTitle ?? "Client", graphic.yearTitle ?? "Year"];
  await expect(facts.locator("dt")).toHaveText(labels);
  await expect(facts.getByRole("link", { name: new RegExp(graphic.client) })).toHaveAttribute("href", graphic.clientLink);
  await expect(facts).toContainText(String(graphic.year));
  await expect(facts.locator("dd").first()).toHaveText(graphic.role);
  await expect(page.getByRole("main").getByText(graphic.role, { exact: true })).toHaveCount(1);
});

test("the stack shows every technology as a chip with its icon and its name", async ({ page }) => {
  const { tech } = project(WEB);
  await gotoHydrated(page, `/portfolio/${WEB}`);
  const chips = page.locator("#project-tech-title + div li");
  await expect(chips).toHaveText(tech.map(({ name }) => name));
  await expectAllSeen(chips, { scroll: true });
  for (let index = 0; index < tech.length; index++) await expect(chips.nth(index).locator("svg")).toHaveCount(1);
});

for (const lng of ["en", "sv"] as const) {
  test(`the previous and next links follow the portfolio's order, going round (${lng})`, async ({ page }) => {
    await setPreferences(page, { lng });
    const prefix = lng === "sv" ? "/sv" : "";
    // The first, the second and the last: the order, and the turn round at both ends.
    for (const index of [0, 1, ORDER.length - 1]) {
      await gotoHydrated(page, `${prefix}/portfolio/${ORDER[index]}`);
      const previous = ORDER[(index - 1 + ORDER.length) % ORDER.length]!;
      const next = ORDER[(index + 1) % ORDER.length]!;
      const pager = page.getByRole("navigation", { name: lng === "sv" ? "Fler projekt" : "More projects" });
      await expect(pager.locator("a[rel=prev]")).toHaveAttribute("href", new RegExp(`^${at(`${prefix}/portfolio/${previous}`)}/?$`));
      await expect(pager.locator("a[rel=next]")).toHaveAttribute("href", new RegExp(`^${at(`${prefix}/portfolio/${next}`)}/?$`));
      await expect(pager.locator("a[rel=next]")).toContainText(project(next, lng).title);
    }
  });
}

test("the next link opens the next project's page", async ({ page }) => {
  await gotoHydrated(page, `/portfolio/${ORDER[0]}`);
  const next = page.getByRole("navigation", { name: "More projects" }).getByRole("link", { name: /Next project/ });
  await expectSeen(next, { scroll: true });
  await next.click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${ORDER[1]}/?$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project(ORDER[1]!).title);
});

