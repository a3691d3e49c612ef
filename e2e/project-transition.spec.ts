import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { layout, project } from "./portfolio-content";

// The one signature motion: a project card's cover moves into the project page's header and back,
// as a view transition; under reduced motion nothing animates.

type Seen = { before: string[]; after: string[]; animated: string };

/** Wraps document.startViewTransition to note which element carries the cover's name on each side. */
async function watchTransitions(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __transitions: Seen[]; __watched?: boolean };
    w.__transitions = [];
    if (w.__watched) return;
    w.__watched = true;
    const named = () =>
      [...document.querySelectorAll("main *")]
        .filter((el) => getComputedStyle(el).viewTransitionName === "project-cover")
        .map((el) => (el.closest("main [data-case]") ? "page" : el.closest("article") ? "card" : el.tagName));
    const start = document.startViewTransition.bind(document);
    document.startViewTransition = ((arg?: ViewTransitionUpdateCallback | StartViewTransitionOptions) => {
      const seen: Seen = { before: named(), after: [], animated: "" };
      w.__transitions.push(seen);
      const update = typeof arg === "function" ? arg : arg?.update;
      const wrapped = async () => {
        await update?.();
        seen.after = named();
      };
      const transition = start(typeof arg === "function" || !arg ? wrapped : { ...arg, update: wrapped });
      void transition.ready.then(() => {
        seen.animated = getComputedStyle(document.documentElement, "::view-transition-group(project-cover)").animationName;
      });
      return transition;
    }) as typeof document.startViewTransition;
  });
}

const transitions = (page: Page) =>
  page.evaluate(() => (window as unknown as { __transitions: Seen[] }).__transitions);

const SLUG = layout.frontend[0]!;

test("a card's cover moves into its project page and back; under reduced motion it does not move", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const card = page.locator("#frontend article").getByRole("link", { name: project(SLUG).title, exact: true });

  await test.step("the cover moves from the card into the page", async () => {
    await watchTransitions(page);
    await card.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project(SLUG).title);
    await expect.poll(async () => (await transitions(page))[0]?.animated ?? "").not.toBe("");
    const [forward] = await transitions(page);
    expect(forward!.before).toEqual(["card"]);
    expect(forward!.after).toEqual(["page"]);
    expect(forward!.animated).not.toBe("none");
  });

  await test.step("and back from the page into the card", async () => {
    await watchTransitions(page);
    await page.getByRole("link", { name: "Back to the portfolio" }).click();
    await expect(page.locator("#frontend")).toBeVisible();
    await expect.poll(async () => (await transitions(page))[0]?.animated ?? "").not.toBe("");
    const [back] = await transitions(page);
    expect(back!.before).toEqual(["page"]);
    expect(back!.after).toEqual(["card"]);
  });

  await test.step("under reduced motion the cover does not move", async () => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await watchTransitions(page);
    await card.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project(SLUG).title);
    await expect.poll(async () => (await transitions(page))[0]?.animated ?? "").toBe("none");
  });
});
