import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { graphicProject, layout, project } from "./portfolio-content";
import { expectAllSeen, expectSeen } from "./support/seen";
import { at } from "./support/base-path";
import { servedDocument } from "./support/served-document";

// A project page reads as a case: the facts under the title, the stack in words, the outcome set
// apart before the gallery, and the previous and the next project at its end. One project is
// walked in the browser; the others' facts and links are read from the served pages.

const ORDER = [...layout.frontend, ...layout.backend, ...layout.fullstack, ...layout["graphic-design"]];
const WEB = layout.frontend.find((slug) => project(slug).images.length > 2)!;
const GRAPHIC = layout["graphic-design"][0]!;
const WITH_OUTCOME = ORDER.find((slug) => project(slug).outcome)!;
const WITHOUT_OUTCOME = ORDER.find((slug) => !project(slug).outcome)!;
const PLAIN = layout.frontend.find((slug) => !project(slug).role && !project(slug).team)!;

/** The trimmed texts of the elements `selector` picks in `root`. */
const textsOf = (root: ParentNode, selector: string) =>
  [...root.querySelectorAll(selector)].map((el) => (el.textContent ?? "").replace(/\s+/g, " ").trim());

/** The outcome block's heading, set apart on its own ground, seen before the gallery. */
async function expectOutcome(page: Page, slug: string) {
  const block = page.locator("section[data-outcome]");
  await expect(block.getByRole("heading", { level: 2 })).toHaveText("Outcome");
  await expect(block.locator("li")).toHaveText(project(slug).outcome!);
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

test("a web project's page: its facts, its stack, the kind of work, its outcome, and the next project", async ({ page }) => {
  const web = project(WEB);
  // The tests' content names both for this project, so the facts are checked, not skipped.
  expect([web.role, web.team]).toEqual([expect.any(String), expect.any(String)]);
  await gotoHydrated(page, `/portfolio/${WEB}`);
  const facts = page.locator("main dl[data-facts]");

  await test.step("the facts open with the role and the team, then type and duration, under the title", async () => {
    await expectSeen(facts, { scroll: true });
    const [title, box] = [await page.getByRole("heading", { level: 1 }).boundingBox(), await facts.boundingBox()];
    expect(box!.y).toBeGreaterThan(title!.y + title!.height - 1);
    await expect(facts.locator("dt")).toHaveText(["Role", "Team", "Project type", "Duration"]);
    await expect(facts.locator("dd").nth(0)).toHaveText(web.role!);
    await expect(facts.locator("dd").nth(1)).toHaveText(web.team!);
    await expectSeen(facts.locator("dd").nth(0), { scroll: true });
    await expect(facts).toContainText(web.applicationTypeDetail.text);
    await expect(facts).toContainText(web.projectDuration.replace(/<[^>]+>/g, ""));
  });

  await test.step("the project type shows a glyph of the kind of work, not the stack's logo", async () => {
    // The type's value: the fact after its "Project type" label (the role and the team may lead).
    const tile = facts.locator("dt", { hasText: "Project type" }).locator("+ dd svg").first();
    await expectSeen(tile, { scroll: true });
    await expect(tile.locator("use")).toHaveAttribute("href", "#icon-layout");
  });

  await test.step("the stack shows every technology as a chip with its icon and its name", async () => {
    const chips = page.locator("#project-tech-title + div li");
    await expect(chips).toHaveText(web.tech.map(({ name }) => name));
    await expectAllSeen(chips, { scroll: true });
    for (let index = 0; index < web.tech.length; index++) await expect(chips.nth(index).locator("svg")).toHaveCount(1);
  });

  if (WITH_OUTCOME === WEB) {
    await test.step("a project that says what came of it shows its outcome, highlighted, before the gallery", () =>
      expectOutcome(page, WEB));
  }

  await test.step("the next link opens the next project's page", async () => {
    const following = ORDER[(ORDER.indexOf(WEB) + 1) % ORDER.length]!;
    const next = page.getByRole("navigation", { name: "More projects" }).getByRole("link", { name: /Next project/ });
    await expectSeen(next, { scroll: true });
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/portfolio/${following}/?$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project(following).title);
  });

  if (WITH_OUTCOME !== WEB) {
    await test.step("a project that says what came of it shows its outcome, highlighted, before the gallery", async () => {
      await gotoHydrated(page, `/portfolio/${WITH_OUTCOME}`);
      await expectOutcome(page, WITH_OUTCOME);
    });
  }
});

test("the served project pages: facts by kind and language, the outcome, and previous and next going round", async ({ request }) => {
  await test.step("a project that names neither role nor team has neither fact", async () => {
    const { document } = await servedDocument(request, `/portfolio/${PLAIN}/`);
    expect(textsOf(document, "main dl[data-facts] dt")).toEqual(["Project type", "Duration"]);
  });

  await test.step("the facts follow the language", async () => {
    const { document } = await servedDocument(request, `/sv/portfolio/${WEB}/`);
    expect(textsOf(document, "main dl[data-facts] dt")[0]).toBe("Roll");
    expect(textsOf(document, "main dl[data-facts] dd")[1]).toBe(project(WEB, "sv").team);
  });

  await test.step("a graphic project's facts: its role first and once, type, duration, client and year", async () => {
    const graphic = graphicProject(GRAPHIC);
    const { document } = await servedDocument(request, `/portfolio/${GRAPHIC}/`);
    const facts = document.querySelector("main dl[data-facts]")!;
    const labels = ["Role", "Project type", "Duration", graphic.clientTitle ?? "Client", graphic.yearTitle ?? "Year"];
    expect(textsOf(facts, "dt")).toEqual(labels);
    const client = [...facts.querySelectorAll("a")].find((link) => link.textContent?.includes(graphic.client));
    expect(client?.getAttribute("href")).toBe(graphic.clientLink);
    expect(facts.textContent).toContain(String(graphic.year));
    expect(textsOf(facts, "dd")[0]).toBe(graphic.role);
    const main = document.querySelector("main")!;
    const norm = (el: Element) => (el.textContent ?? "").replace(/\s+/g, " ").trim();
    const saying = [...main.querySelectorAll("*")].filter(
      (el) => norm(el) === graphic.role && ![...el.children].some((child) => norm(child) === graphic.role),
    );
    expect(saying).toHaveLength(1);
  });

  await test.step("the outcome follows the language; a project without one shows none", async () => {
    const { document } = await servedDocument(request, `/sv/portfolio/${WITH_OUTCOME}/`);
    const block = document.querySelector("section[data-outcome]")!;
    expect(textsOf(block, "h2")).toEqual(["Resultat"]);
    expect(textsOf(block, "li")).toEqual(project(WITH_OUTCOME, "sv").outcome);
    const without = await servedDocument(request, `/portfolio/${WITHOUT_OUTCOME}/`);
    expect(without.document.querySelector("h1")).not.toBeNull();
    expect(without.document.querySelectorAll("section[data-outcome]")).toHaveLength(0);
  });

  for (const lng of ["en", "sv"] as const) {
    await test.step(`the previous and next links follow the portfolio's order, going round (${lng})`, async () => {
      const prefix = lng === "sv" ? "/sv" : "";
      // The first, the second and the last: the order, and the turn round at both ends.
      for (const index of [0, 1, ORDER.length - 1]) {
        const { document } = await servedDocument(request, `${prefix}/portfolio/${ORDER[index]}/`);
        const previous = ORDER[(index - 1 + ORDER.length) % ORDER.length]!;
        const next = ORDER[(index + 1) % ORDER.length]!;
        const pager = document.querySelector(`nav[aria-label="${lng === "sv" ? "Fler projekt" : "More projects"}"]`)!;
        expect(pager, `the pager of ${ORDER[index]}`).not.toBeNull();
        const href = (rel: string) => pager.querySelector(`a[rel=${rel}]`)?.getAttribute("href");
        expect(href("prev")).toMatch(new RegExp(`^${at(`${prefix}/portfolio/${previous}`)}/?$`));
        expect(href("next")).toMatch(new RegExp(`^${at(`${prefix}/portfolio/${next}`)}/?$`));
        expect(pager.querySelector("a[rel=next]")?.textContent).toContain(project(next, lng).title);
      }
    });
  }
});
