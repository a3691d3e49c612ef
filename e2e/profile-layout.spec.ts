import type { Locator } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// How the profile sections below the first screen are laid out at 1440 px (and, for the tools,
// the widths in between). Entrances run at their end, so boxes are where they come to rest.
test.use({ contextOptions: { reducedMotion: "reduce" } });

/** The relative luminance of an element's background, read through a canvas (any CSS colour). */
function backgroundLuminance(locator: Locator) {
  return locator.evaluate((el) => {
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    ctx.fillStyle = getComputedStyle(el).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
    const [R, G, B] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  });
}

test.describe("profile layout on a large screen", () => {
  test("from 1024 px each role's date, name and title stand in a column left of its card, the rail between", async ({ page }) => {
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/");
      const entries = await page.locator("#experience ol > li").evaluateAll((items) =>
        items.map((li) => {
          const box = (el: Element) => el.getBoundingClientRect();
          const [meta, card] = [...li.querySelectorAll(":scope > article > div")].map(box);
          const rail = box(li.querySelector(':scope > span[aria-hidden="true"]')!);
          const name = box(li.querySelector("h3")!);
          return { meta: meta!, card: card!, rail, name };
        }),
      );
      expect(entries.length).toBeGreaterThan(0);
      for (const { meta, card, rail, name } of entries) {
        expect(meta.right, `at ${width} px`).toBeLessThan(rail.left);
        expect(rail.right, `at ${width} px`).toBeLessThan(card.left);
        // Side by side: the column's top is the card's, and the name is in the column, not the card.
        expect(Math.abs(meta.top - card.top), `at ${width} px`).toBeLessThanOrEqual(1);
        expect(name.right, `at ${width} px`).toBeLessThanOrEqual(meta.right + 1);
      }
    }
  });

  test("the experience explore button stands under the intro, above the timeline", async ({ page }) => {
    await gotoHydrated(page, "/");
    const explore = page.locator("#experience").getByRole("link", { name: "Explore my work" }).locator("visible=true");
    await expect(explore).toHaveCount(1);
    await page.locator("#experience-title").evaluate((el) => el.scrollIntoView({ block: "center" }));
    await expectSeen(explore);
    const below = await explore.evaluate((el) => el.getBoundingClientRect().bottom);
    const timeline = await page.locator("#experience ol").evaluate((el) => el.getBoundingClientRect().top);
    expect(below).toBeLessThan(timeline);
  });

  test("each timeline dot sits on the middle of its date's line", async ({ page }) => {
    for (const width of [700, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/");
      const offsets = await page.locator("#experience ol > li").evaluateAll((items) =>
        items.map((li) => {
          // The rail, then the dot: the last of the marks beside the card.
          const dot = li.querySelector(':scope > span[aria-hidden="true"]:last-of-type')!.getBoundingClientRect();
          const date = li.querySelector("article p")!.getBoundingClientRect();
          return Math.abs(dot.top + dot.height / 2 - (date.top + date.height / 2));
        }),
      );
      expect(offsets.length).toBeGreaterThan(0);
      for (const offset of offsets) expect(offset, `at ${width} px`).toBeLessThanOrEqual(4);
    }
  });

  test("the first explore button is outlined and the one on education's dark card is filled", async ({ page }) => {
    await gotoHydrated(page, "/");
    const look = (section: string) =>
      page
        .locator(`#${section}`)
        .getByRole("link", { name: "Explore my work" })
        .locator("visible=true")
        .evaluate((el) => ({ fill: getComputedStyle(el).backgroundColor, border: getComputedStyle(el).borderTopWidth }));
    expect(await look("experience")).toEqual({ fill: "rgba(0, 0, 0, 0)", border: "2px" });
    expect((await look("education")).fill).not.toBe("rgba(0, 0, 0, 0)");
  });

  test("tools are one wrapping row of small chips, all one height, at every width", async ({ page }) => {
    await gotoHydrated(page, "/");
    const chips = page.locator("#programs-and-softwares li");
    for (let width = 390; width <= 1440; width += 10) {
      await page.setViewportSize({ width, height: 900 });
      const heights = await chips.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().height)));
      expect(Math.max(...heights) - Math.min(...heights), `at ${width} px: ${heights.join("/")}`).toBeLessThanOrEqual(1);
      expect(Math.max(...heights), `at ${width} px`).toBeLessThanOrEqual(40);
    }
    // A chip is as wide as its name: the list is not a grid of equal tiles.
    const widths = await chips.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().width)));
    expect(new Set(widths).size).toBeGreaterThan(1);
  });

  test("the four skill sections and their content stand side by side with their heading", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const id of ["web-skills", "graphic-skills", "additional-skills", "programs-and-softwares"]) {
      const head = await page.locator(`#${id}-title`).evaluate((el) => el.parentElement!.getBoundingClientRect());
      const list = await page.locator(`#${id} ul`).first().evaluate((el) => el.getBoundingClientRect());
      expect(list.left, id).toBeGreaterThan(head.right);
      expect(list.top, id).toBeLessThan(head.bottom);
    }
  });

  test("additional skills are a two-column list of title and sentence, not cards", async ({ page }) => {
    await gotoHydrated(page, "/");
    const items = page.locator("#additional-skills li");
    const looks = await items.evaluateAll((els) =>
      els.map((el) => ({ left: Math.round(el.getBoundingClientRect().left), border: getComputedStyle(el).borderTopWidth })),
    );
    expect(looks.length).toBeGreaterThan(1);
    expect(new Set(looks.map((look) => look.left)).size).toBe(2);
    for (const look of looks) expect(look.border).toBe("0px");
    // From 640 px every sentence shows and the phone's "read about each" is gone.
    for (const paragraph of await page.locator("#additional-skills li p").all()) await expectSeen(paragraph, { scroll: true });
    await expect(page.locator("#additional-skills summary")).toBeHidden();
  });

  test("education's cards stand three to a row, each programme's courses behind a disclosure that opens", async ({ page }) => {
    await gotoHydrated(page, "/");
    const cells = page.locator("#education ol > li, #education ol + div");
    const tops = await cells.evaluateAll((els) => els.slice(0, 3).map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(tops.length).toBe(3);
    expect(new Set(tops).size).toBe(1);
    const card = page.locator("#education ol > li").first();
    const course = card.locator("details li").first();
    await expect(course).toBeHidden();
    const summary = card.locator("summary");
    await expect(summary).toContainText("Courses");
    await summary.scrollIntoViewIfNeeded();
    await summary.click();
    await expectSeen(course);
  });

  test("from 768 px nothing folds: each entry's whole text and every tool show, with no More", async ({ page }) => {
    for (const width of [1024, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/");
      const entry = page.locator("#experience article").first();
      const fold = entry.locator("details[data-fold]");
      await expect(fold).toBeHidden();
      const text = fold.locator("xpath=preceding-sibling::*[1]");
      expect(await text.evaluate((el) => el.scrollHeight - el.clientHeight), `${width} px`).toBeLessThanOrEqual(1);
      const tools = entry.getByRole("list", { name: "Tech used" }).getByRole("listitem");
      await tools.last().scrollIntoViewIfNeeded();
      await expectSeen(tools.last());
      const card = page.locator("#education ol > li").first();
      const cardText = card.locator("details[data-fold]").locator("xpath=preceding-sibling::*[1]");
      expect(await cardText.evaluate((el) => el.scrollHeight - el.clientHeight), `${width} px`).toBeLessThanOrEqual(1);
      await expect(card.locator("summary")).toContainText("Courses");
    }
  });

  test("an education card's school and town fill each line before they wrap, the town never pulled down early", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, "/");
    const place = page.locator("#education ol > li").first().locator("h3 + p");
    // Every length of a longer place, made of the card's own words: at some lengths a line-by-line
    // fill leaves one word on the last line, where "pretty" took a word more down with it
    // ("Higher vocational / education, Stockholm" left 90 px of line 1 empty).
    const early = await place.evaluate((el) => {
      const words = Array(8).fill(el.textContent!.trim()).join(" ").split(/\s+/);
      const found: string[] = [];
      for (let count = 2; count <= words.length; count++) {
        el.replaceChildren();
        const spans = words.slice(0, count).map((word, i) => {
          if (i) el.append(" ");
          const span = document.createElement("span");
          span.textContent = word;
          el.append(span);
          return span;
        });
        const boxes = spans.map((span) => span.getBoundingClientRect());
        const right = el.getBoundingClientRect().right;
        // The space's width, from two words side by side on one line.
        const space = Math.min(
          ...boxes.slice(1).map((box, i) => (box.top === boxes[i]!.top ? box.left - boxes[i]!.right : Infinity)),
        );
        boxes.forEach((box, i) => {
          const next = boxes[i + 1];
          if (next && next.top > box.top && box.right + (Number.isFinite(space) ? space : 0) + next.width <= right - 0.5) {
            found.push(`${count} words: "${spans[i + 1]!.textContent}" fits after "${spans[i]!.textContent}"`);
          }
        });
      }
      return found;
    });
    expect(early).toEqual([]);
  });

  test("each education card's tools follow its courses, not pinned to the card's foot", async ({ page }) => {
    await gotoHydrated(page, "/");
    const gaps = await page.locator("#education ol > li").evaluateAll((cards) =>
      cards.map((card) => {
        const summary = card.querySelector("details")!.getBoundingClientRect();
        return Math.round(card.querySelector("ul[aria-label]")!.getBoundingClientRect().top - summary.bottom);
      }),
    );
    expect(gaps.length).toBeGreaterThan(1);
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(20);
  });

  test("at night the education cards are raised above their band, as the other cards are", async ({ page }) => {
    await setPreferences(page, { theme: "dark" });
    await gotoHydrated(page, "/");
    const card = page.locator("#education ol > li").first();
    expect(await backgroundLuminance(card)).toBeGreaterThan(await backgroundLuminance(page.locator("#education")));
    // What sits on the card stands apart from it: the date's pill and the tech chips.
    for (const part of [card.locator("p").first(), card.getByRole("listitem").last()]) {
      expect(await backgroundLuminance(part)).not.toBeCloseTo(await backgroundLuminance(card), 3);
    }
    // The dark tile with the explore button still stands out among the raised cards.
    const tile = page.locator("#education").getByRole("link", { name: "Explore my work" }).locator("xpath=..");
    expect(await backgroundLuminance(tile)).not.toBeCloseTo(await backgroundLuminance(card), 3);
  });
});
