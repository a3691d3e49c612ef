import { expect, gotoHydrated, test } from "./support/fixtures";
import { layout, project } from "./portfolio-content";
import { viewer } from "./support/lightbox";
import { expectAllSeen, expectSeen } from "./support/seen";
import { at } from "./support/base-path";
import { servedDocument } from "./support/served-document";

// A project page tells a case study from the parts the project gives: the tests' content gives
// one web project every part and a private repository. A reader walks it in English; the Swedish
// page's words are read from the served page.
const slug = [...layout.frontend, ...layout.backend, ...layout.fullstack].find((name) => project(name).steps)!;

const WORDS = {
  en: {
    path: "",
    headings: ["The challenge", "Process", "Decisions", "Outcome", "What I learned"],
    walkthrough: "Ask me for a walkthrough",
  },
  sv: {
    path: "/sv",
    headings: ["Utmaningen", "Arbetsprocessen", "Vägval", "Resultat", "Lärdomar"],
    walkthrough: "Be mig om en genomgång",
  },
} as const;

test("a reader sees the case study's headed parts and figures, opens a step's picture, and asks for a walkthrough", async ({ page }) => {
  const words = WORDS.en;
  const source = project(slug);
  await gotoHydrated(page, `/portfolio/${slug}`);
  const main = page.getByRole("main");

  await test.step("a reader sees the case study's headed parts and its results as figures", async () => {
    for (const heading of words.headings) {
      await expectSeen(main.getByRole("heading", { level: 2, name: heading, exact: true }), { scroll: true });
    }
    await expectSeen(main.getByText(source.challenge!, { exact: true }), { scroll: true });
    for (const step of source.steps!) {
      await expectSeen(main.getByRole("heading", { level: 3, name: step.title, exact: true }), { scroll: true });
    }
    for (const decision of source.decisions!) {
      await expectSeen(main.getByText(decision.reason, { exact: true }), { scroll: true });
    }
    // Each figure a stat callout: the number, and its label under it.
    const stats = main.locator("[data-stat]");
    await expect(stats).toHaveCount(source.numbers!.length);
    await expectAllSeen(stats, { scroll: true });
    for (const [index, { value, label }] of source.numbers!.entries()) {
      await expect(stats.nth(index).getByRole("definition")).toHaveText(value);
      await expect(stats.nth(index).getByRole("term")).toHaveText(label);
    }
    await expectSeen(main.getByText(source.learned!, { exact: true }), { scroll: true });
  });

  await test.step("a step's picture opens the lightbox at that picture", async () => {
    const step = source.steps!.find((item) => item.image)!;
    const picture = source.images.find((image) => image.src === step.image)!;
    const steps = page.getByRole("region", { name: "Process" });
    const open = steps.getByRole("button", { name: new RegExp(`Open image \\d+ of \\d+ in the lightbox: ${picture.alt}`) });
    // The picture is large: a reader brings all of it into view, not just its top edge, and scrolls
    // again if the parts drawn on the way (rendered when near) moved it.
    await expect(async () => {
      await open.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await expectSeen(open, { timeout: 1000 });
    }).toPass();
    await open.click();
    await expectSeen(viewer(page).locator(".yarl__slide_current img"));
    await expect(viewer(page).locator(".yarl__slide_current .yarl__slide_description")).toHaveText(picture.alt);
    await viewer(page).getByRole("button", { name: "Close the image viewer" }).click();
    await expect(viewer(page)).toBeHidden();
  });

  await test.step("a private repository leads to the contact page, not out of the site", async () => {
    const walkthrough = main.getByRole("link", { name: new RegExp(words.walkthrough) });
    await expectSeen(walkthrough, { scroll: true });
    await expect(walkthrough).not.toHaveAttribute("target");
    await walkthrough.click();
    await expect(page).toHaveURL(/\/contact\/?$/);
  });
});

test("the Swedish case study has its headed parts, figures and walkthrough link in Swedish", async ({ request }) => {
  const words = WORDS.sv;
  const source = project(slug, "sv");
  const { document } = await servedDocument(request, `${words.path}/portfolio/${slug}/`);
  const main = document.querySelector("main")!;
  const text = (el: Element | null | undefined) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
  const texts = (selector: string) => [...main.querySelectorAll(selector)].map(text);
  for (const heading of words.headings) expect(texts("h2")).toContain(heading);
  for (const step of source.steps!) expect(texts("h3")).toContain(step.title);
  const body = text(main);
  for (const part of [source.challenge!, source.learned!, ...source.decisions!.map((decision) => decision.reason)]) {
    expect(body).toContain(part.replace(/\s+/g, " ").trim());
  }
  const stats = [...main.querySelectorAll("[data-stat]")];
  expect(stats.map((stat) => [text(stat.querySelector("dd")), text(stat.querySelector("dt"))])).toEqual(
    source.numbers!.map(({ value, label }) => [value, label]),
  );
  const walkthrough = [...main.querySelectorAll("a")].find((link) => text(link).includes(words.walkthrough));
  expect(walkthrough?.getAttribute("href")).toMatch(new RegExp(`^${at(`${words.path}/contact`)}/?$`));
  expect(walkthrough?.hasAttribute("target")).toBe(false);
});
