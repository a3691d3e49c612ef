import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectDarkImageEdges, expectTopFiveRanksOffTheArt } from "./support/portfolio-art";
import { cardColumns } from "../app/lib/fill-rows";
import { layout, project, top5 } from "./portfolio-content";
import { ownerTexts } from "./owner-texts";
import { expectSeen } from "./support/seen";

const SECTIONS = ["my-work", "top-5-projects", "frontend", "backend", "fullstack", "graphic-design"];

test("the portfolio shows its six sections in order", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const ids = await page.locator("main section[id]").evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual(SECTIONS);
  for (const id of SECTIONS.slice(1)) {
    await expect(page.locator(`#${id} h2`).first()).toBeVisible();
  }
});

test("my work: title, intro, CV download and contact link", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const hero = page.locator("#my-work");
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText("My work");
  await expect(hero.getByRole("link", { name: "CV as PDF" })).toHaveAttribute("download", /\.pdf$/);
  await hero.getByRole("link", { name: "Contact me" }).click();
  await page.waitForURL("**/contact/");
});

test("the top 5 grid shows its items in differing sizes, No. 1 the largest", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const items = page.locator("#top-5-projects ol > li");
  await expect(items).toHaveCount(top5.length);
  const sizes = await items.evaluateAll((lis) =>
    lis.map((li) => [Math.round(li.getBoundingClientRect().width), Math.round(li.getBoundingClientRect().height)] as const),
  );
  expect(new Set(sizes.map(([width, height]) => `${width}x${height}`)).size).toBeGreaterThanOrEqual(2);
  const [lead, ...rest] = sizes.map(([width, height]) => width * height);
  for (const area of rest) expect(lead!).toBeGreaterThan(area);
  await expect(items.getByRole("heading", { level: 3 })).toHaveText(top5.map((item) => item.title));
});

// From 1280 px a grid has as many columns as its cards fill, up to four (the app's own choice).
const wideColumns = (count: number) => cardColumns(count);
for (const [width, columns] of [[390, () => 1], [900, () => 2], [1440, wideColumns]] as const) {
  test(`project grids have ${columns(4)} column(s) at ${width} px, or as many as the cards fill`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, "/portfolio");
    for (const id of ["frontend", "backend", "fullstack"] as const) {
      const template = await page.locator(`#${id} ul`).first().evaluate((ul) => getComputedStyle(ul).gridTemplateColumns);
      expect(template.split(" ")).toHaveLength(columns(layout[id].length));
    }
  });
}

test("every section lists its projects from the content", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  for (const id of ["frontend", "backend", "fullstack"] as const) {
    const titles = layout[id].map((slug) => project(slug).title);
    await expect(page.locator(`#${id} article h3`)).toHaveText(titles);
  }
  const graphicCards = page.locator("#graphic-design a[aria-haspopup=dialog]");
  await expect(graphicCards).toHaveCount(layout["graphic-design"].length);
});

test("card descriptions are cut to 110 characters with the full text for screen readers", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const cards = page.locator("#frontend article, #backend article, #fullstack article");
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const text = cards.nth(i).locator("p").filter({ has: page.locator(".sr-only") });
    const visible = (await text.locator("[aria-hidden=true]").textContent()) ?? "";
    const full = (await text.locator(".sr-only").textContent()) ?? "";
    expect(visible.endsWith("…")).toBe(true);
    expect(visible.length - 1).toBeLessThanOrEqual(110);
    expect(full.startsWith(visible.slice(0, -1))).toBe(true);
    // The cut falls between words: what follows it in the full text is a space or a punctuation mark.
    expect(full.slice(visible.length - 1)).toMatch(/^[\s,.;:!?–—-]/);
    expect(full.length).toBeGreaterThan(110);
  }
});

test("external links open in a new tab without access to this page", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const external = page.locator("main a[href^='http']");
  expect(await external.count()).toBeGreaterThan(0);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("the graphic grid keeps the projects' order down its three columns, the intro first, cut where the columns end closest", async ({
  page,
}) => {
  await gotoHydrated(page, "/portfolio");
  const columns = page.locator("#graphic-design ul");
  await expect(columns).toHaveCount(3);
  await expect(columns.first().locator("li").first()).toContainText(ownerTexts.en.portfolio.graphicDesign.title);
  const order = layout["graphic-design"];
  const links = page.locator("#graphic-design a[aria-haspopup=dialog]");
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")!));
  expect(hrefs.map((href) => href.replace(/\/$/, "").split("/").pop())).toEqual(order);
  // Each tile's height with the gap under it, as drawn, and the columns' ends as drawn.
  const drawn = await columns.evaluateAll((uls) =>
    uls.map((ul) => {
      const items = [...ul.querySelectorAll(":scope > li")].map((li) => li.getBoundingClientRect());
      const gap = parseFloat(getComputedStyle(ul).rowGap) || 0;
      return { heights: items.map((box) => box.height + gap), left: Math.round(ul.getBoundingClientRect().left) };
    }),
  );
  expect(new Set(drawn.map((column) => column.left)).size).toBe(3);
  const intro = drawn[0]!.heights[0]!;
  const tiles = [...drawn[0]!.heights.slice(1), ...drawn[1]!.heights, ...drawn[2]!.heights];
  const sum = (from: number, to: number) => tiles.slice(from, to).reduce((total, height) => total + height, 0);
  const spread = (first: number, second: number) => {
    const ends = [intro + sum(0, first), sum(first, second), sum(second, tiles.length)];
    return Math.max(...ends) - Math.min(...ends);
  };
  const cut = [drawn[0]!.heights.length - 1, drawn[0]!.heights.length - 1 + drawn[1]!.heights.length];
  let closest = Infinity;
  for (let first = 0; first <= tiles.length; first++) {
    for (let second = first; second <= tiles.length; second++) {
      // Only cuts as even in tiles as the count allows (eleven projects and the intro: 3 / 4 / 4).
      const counts = [first + 1, second - first, tiles.length - second];
      if (Math.max(...counts) - Math.min(...counts) <= 1) closest = Math.min(closest, spread(first, second));
    }
  }
  // The placement counts the pictures' shapes and a caption's usual height, so it may miss by a caption.
  expect(spread(cut[0]!, cut[1]!)).toBeLessThanOrEqual(closest + 48);
});

test("the hero's section tiles count the projects and jump to their sections", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const tiles = page.getByRole("navigation", { name: "Jump to a section" }).getByRole("link");
  await expect(tiles).toHaveCount(5);
  const backend = tiles.filter({ hasText: "Backend" });
  await expect(backend).toContainText(`${layout.backend.length} projects`);
  // A count in words, never a padded number as decoration.
  await expect(tiles.filter({ hasText: /\b0\d\b/ })).toHaveCount(0);
  await backend.click();
  await page.waitForURL((url) => url.hash === "#backend");
  await expect(page.locator("#backend")).toBeInViewport();
});

test("at 1440 px every top-5 rank is seen off the art, and a named focus sets the crop", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await expectTopFiveRanksOffTheArt(page, top5.map((item) => item.focus));
});

for (const theme of ["light", "dark"] as const) {
  test(`the covers of the top 5, the project cards and the home's selected work are dimmed in the dark theme only (${theme})`, async ({
    page,
  }) => {
    await setPreferences(page, { theme });
    const expected = theme === "dark" ? "brightness(0.9)" : "none";
    const filters = (selector: string) =>
      page.locator(selector).evaluateAll((imgs) => imgs.map((img) => getComputedStyle(img).filter));
    await gotoHydrated(page, "/portfolio");
    const covers = await filters("#top-5-projects li img, #frontend article img, #backend article img, #fullstack article img");
    expect(covers.length).toBeGreaterThan(0);
    expect(new Set(covers)).toEqual(new Set([expected]));
    // The graphic tiles are pieces, not covers: they keep their own light.
    expect(new Set(await filters("#graphic-design a[aria-haspopup=dialog] img"))).toEqual(new Set(["none"]));
    await gotoHydrated(page, "/");
    const home = await filters("[data-testid=work-cover] img");
    expect(home.length).toBeGreaterThan(0);
    expect(new Set(home)).toEqual(new Set([expected]));
  });
}

test("in the dark theme every card, project and panel image keeps a faint edge", async ({ page }) => {
  await setPreferences(page, { theme: "dark" });
  await gotoHydrated(page, "/portfolio");
  await expectDarkImageEdges(page, "#top-5-projects, #frontend, #backend, #fullstack, #graphic-design");
  await page.locator("#graphic-design a[aria-haspopup=dialog]").first().click();
  // The panel's gallery arrives with its texts, fetched when it opens.
  await expect(page.locator("dialog[open] img").first()).toBeVisible();
  await expectDarkImageEdges(page, "dialog[open]");
  await gotoHydrated(page, `/portfolio/${layout.fullstack[0]!}`);
  await expectDarkImageEdges(page, "main");
});

for (const [path, cv, contact] of [
  ["/portfolio", "CV as PDF", "Contact me"],
  ["/sv/portfolio", "CV som PDF", "Kontakta mig"],
] as const) {
  test(`the work page's actions are one quiet row: a small outlined CV button and a contact text link (${path})`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const hero = page.locator("#my-work");
    const [button, link] = [hero.getByRole("link", { name: cv }), hero.getByRole("link", { name: contact })];
    await expectSeen(button);
    await expectSeen(link);
    const look = (locator: typeof button) =>
      locator.evaluate((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        const { backgroundColor: fill, borderTopWidth: border, textDecorationLine: line } = style;
        return { fill, border, line, top: box.top, height: box.height };
      });
    const [a, b] = [await look(button), await look(link)];
    // Neither is filled: the work below, not the actions, is the page's point.
    expect([a.fill, b.fill]).toEqual(["rgba(0, 0, 0, 0)", "rgba(0, 0, 0, 0)"]);
    // The CV a 1 px outlined button, 44 px tall to be tapped (the pills were 2 px and 52 px).
    expect([a.border, Math.round(a.height)]).toEqual(["1px", 44]);
    // The contact an underlined link with no border, on the button's line.
    expect([b.border, b.line]).toEqual(["0px", "underline"]);
    expect(Math.abs(a.top - b.top)).toBeLessThanOrEqual(1);
  });
}
