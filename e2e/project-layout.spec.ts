import type { Page } from "@playwright/test";
import { postsOf } from "./blog-content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { layout, project } from "./portfolio-content";
import { expectSeen } from "./support/seen";

// The case at a desk: the work across the page, the story beside a facts card that stays in view,
// a gallery of whole pictures, and the same drawings for the same things on a project and a post.

const ORDER = [...layout.frontend, ...layout.backend, ...layout.fullstack, ...layout["graphic-design"]];
const WEB = layout.frontend.find((slug) => project(slug).images.length > 2)!;
const galleryCount = (slug: string) =>
  new Set(project(slug).images.map(({ src }) => src).filter((src) => src !== project(slug).image)).size;
const GRIDS = ORDER.filter((slug) => galleryCount(slug) > 1);

test("at 1440 px the cover spans the page, the facts card stands beside the story and stays in view while it scrolls", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, `/portfolio/${WEB}`);
  const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  const cover = (await page.getByRole("main").getByRole("button", { name: /^Open image/ }).first().boundingBox())!;
  const story = page.locator("section[aria-labelledby=project-about-title]");
  const card = page.locator("[data-facts-card]");
  // The work dominates: the cover takes the column's whole width (1072 px at 1440), under the title.
  expect(cover.width).toBeGreaterThan(1000);
  expect(cover.y).toBeGreaterThan(title.y + title.height);
  const [text, aside] = [(await story.boundingBox())!, (await card.boundingBox())!];
  expect(aside.x).toBeGreaterThan(text.x + text.width);
  expect(Math.abs(aside.y - text.y)).toBeLessThanOrEqual(1);
  expect(aside.x + aside.width).toBeGreaterThan(cover.x + cover.width - 2);
  // Facts, stack and links are in the card.
  await expect(card.locator("dl[data-facts]")).toHaveCount(1);
  await expect(card.locator("#project-tech-title")).toHaveCount(1);
  await expect(card.locator("#project-links-title")).toHaveCount(1);

  // A long story: the card stays under the header while the story scrolls past.
  await story.evaluate((section) => {
    const body = section.lastElementChild!;
    const paragraph = `<p>${"A longer story for the card to stay beside. ".repeat(8)}</p>`;
    for (let n = 0; n < 14; n++) body.insertAdjacentHTML("beforeend", paragraph);
  });
  const storyTop = await story.evaluate((section) => section.getBoundingClientRect().top + window.scrollY);
  // 2rem under the header.
  const header = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--header-height")));
  const stuck = Math.round(header + 32);
  for (const into of [400, 1200]) {
    await page.evaluate((y) => window.scrollTo(0, y), storyTop + into);
    await expect.poll(() => card.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(stuck);
    await expectSeen(card.locator("dl[data-facts] dt").first());
  }
});

/** Every gallery picture against its own file: box aspect, fit and clipping by its frame. */
async function galleryFaults(page: Page): Promise<string[]> {
  const images = page.locator("ul[data-layout=grid] img");
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  return images.evaluateAll((list) =>
    (list as HTMLImageElement[]).flatMap((img) => {
      const box = img.getBoundingClientRect();
      const frame = img.closest("button")!.getBoundingClientRect();
      const natural = img.naturalWidth / img.naturalHeight;
      const shown = box.width / box.height;
      const faults: string[] = [];
      const name = img.currentSrc.split("/").pop();
      if (Math.abs(shown / natural - 1) > 0.01) faults.push(`${name} is drawn at ${shown.toFixed(3)}, its file is ${natural.toFixed(3)}`);
      if (box.width > frame.width + 1 || box.height > frame.height + 1) faults.push(`${name} is cut by its frame`);
      return faults;
    }),
  );
}

// One load per gallery, measured at each width in turn: a picture's box follows the window at once.
test("at 768 and 1440 px every gallery picture is whole, at its own aspect", async ({ page }) => {
  // Every gallery, each looked through at two widths: a limit for a hang, not a speed bar.
  test.slow();
  for (const slug of GRIDS) {
    await page.setViewportSize({ width: 768, height: 900 });
    await gotoHydrated(page, `/portfolio/${slug}`);
    for (const width of [768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await galleryFaults(page), `/portfolio/${slug} at ${width} px`).toEqual([]);
    }
  }
});

test("the project type shows a glyph of the kind of work, not the stack's logo", async ({ page }) => {
  await gotoHydrated(page, `/portfolio/${WEB}`);
  // The type's value: the fact after its "Project type" label (the role and the team may lead).
  const tile = page.locator("main dl[data-facts] dt", { hasText: "Project type" }).locator("+ dd svg").first();
  await expectSeen(tile, { scroll: true });
  await expect(tile.locator("use")).toHaveAttribute("href", "#icon-layout");
});

/** What a drawing looks like, as the styles a person sees (of the element, or of a part inside it). */
function looks(el: Element, part: string) {
  const target = part ? el.querySelector(part)! : el;
  const style = getComputedStyle(target);
  return {
    radius: style.borderRadius,
    border: style.borderTopWidth,
    background: style.backgroundColor,
    font: `${style.fontFamily} ${style.fontSize} ${style.fontWeight}`,
    tracking: style.letterSpacing,
    icon: el.querySelector("svg") !== null,
  };
}

test("a post draws its pager, its chips and its link cards as a project does", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, `/portfolio/${WEB}`);
  const pager = page.getByRole("navigation", { name: "More projects" }).getByRole("link").first();
  await expectSeen(pager, { scroll: true });
  const project = {
    pager: await pager.evaluate(looks, ""),
    title: await pager.evaluate(looks, "span:last-child"),
    label: await pager.evaluate(looks, "span:first-child"),
    chip: await page.locator("#project-tech-title + div li").first().evaluate(looks, ""),
    card: await page.locator("#project-links-title + ul a").first().evaluate(looks, ""),
  };

  const post = postsOf("en")[1]!;
  await gotoHydrated(page, `/blog/${post.urlTitle}`);
  const postPager = page.getByRole("navigation", { name: "More posts" }).getByRole("link").first();
  await expectSeen(postPager, { scroll: true });
  const chip = page.getByRole("complementary", { name: "In short" }).locator("li[data-chip]").first();
  await expectSeen(chip, { scroll: true });
  // The chip is the project's in all but its fill: in the post's panel it takes the line's fill to
  // stand apart from the box (the post's own test measures that).
  const unfilled = ({ background: _fill, ...rest }: ReturnType<typeof looks>) => rest;
  expect({
    pager: await postPager.evaluate(looks, ""),
    title: await postPager.evaluate(looks, "span:last-child"),
    label: await postPager.evaluate(looks, "span:first-child"),
    chip: unfilled(await chip.evaluate(looks, "")),
    card: await page.locator("#post-links-title + ul a").first().evaluate(looks, ""),
  }).toEqual({ ...project, chip: unfilled(project.chip) });
  // The note on the code is a card like the link beside it, with a code glyph, not a lock.
  const cards = page.locator("#post-links-title + ul > li > *");
  await expect(cards).toHaveCount(2);
  await expectSeen(cards.nth(1), { scroll: true });
  expect(await cards.nth(1).evaluate(looks, "")).toMatchObject({ radius: project.card.radius, border: project.card.border });
  await expect(cards.nth(1).locator("use")).toHaveAttribute("href", "#icon-code");
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

test("at 1440 px the outcome stands in the story's column under the story, beside the facts card, in every project with one", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const slugs = ORDER.filter((slug) => project(slug).outcome);
  expect(slugs.length).toBeGreaterThan(0);
  for (const slug of slugs) {
    await gotoHydrated(page, `/portfolio/${slug}`);
    const outcome = page.locator("section[data-outcome]");
    await expectSeen(outcome.locator("li").first(), { scroll: true });
    const story = (await page.locator("section[aria-labelledby=project-about-title]").boundingBox())!;
    const [block, card] = [(await outcome.boundingBox())!, (await page.locator("[data-facts-card]").boundingBox())!];
    // Under the story at the grid's row gap (56 px), not under the taller of the story and the card.
    expect(Math.abs(block.x - story.x), slug).toBeLessThanOrEqual(1);
    expect(block.y - (story.y + story.height), slug).toBeGreaterThan(40);
    expect(block.y - (story.y + story.height), slug).toBeLessThanOrEqual(57);
    expect(block.x + block.width, slug).toBeLessThan(card.x);
  }
});
