import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { layout, project } from "./portfolio-content";
import { viewer } from "./support/lightbox";
import { expectAllSeen, expectSeen } from "./support/seen";

// A project page tells a case study from the parts the project gives: the tests' content gives
// one web project every part and a private repository.
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

for (const lng of ["en", "sv"] as const) {
  const words = WORDS[lng];
  const source = project(slug, lng);

  test(`a reader sees the case study's headed parts and its results as figures (${lng})`, async ({ page }) => {
    await setPreferences(page, { lng });
    await gotoHydrated(page, `${words.path}/portfolio/${slug}`);
    const main = page.getByRole("main");
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

  test(`a private repository leads to the contact page, not out of the site (${lng})`, async ({ page }) => {
    await setPreferences(page, { lng });
    await gotoHydrated(page, `${words.path}/portfolio/${slug}`);
    const walkthrough = page.getByRole("main").getByRole("link", { name: new RegExp(words.walkthrough) });
    await expectSeen(walkthrough, { scroll: true });
    await expect(walkthrough).not.toHaveAttribute("target");
    await walkthrough.click();
    await expect(page).toHaveURL(new RegExp(`${words.path}/contact/?$`));
  });
}

test("a step's picture opens the lightbox at that picture", async ({ page }) => {
  await gotoHydrated(page, `/portfolio/${slug}`);
  const source = project(slug);
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
});
