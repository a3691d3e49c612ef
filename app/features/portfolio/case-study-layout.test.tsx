import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { WebProject } from "~/content/schemas";
import { createServerI18n } from "~/i18n/server";
import { I18nProvider } from "~/i18n/use-translation";
import { fakeImage } from "~/test/fake-image";
import { ProjectPage } from "./project-page";
import { shopProject } from "~/test/shop-project";

const plain: WebProject = {
  ...shopProject,
  images: [
    { src: fakeImage("projects/shop/cover"), alt: "The shop", span: "wide" },
    { src: fakeImage("projects/shop/mobile", 900, 1800), alt: "The shop on a phone", span: "tall" },
    { src: fakeImage("projects/shop/detail"), alt: "The basket", span: "wide" },
  ],
};

// The first step names the cover and the second a picture the gallery would also show.
const caseStudy: WebProject = {
  ...plain,
  challenge: "Checkout took nine steps.",
  steps: [
    { title: "Audit", text: "I walked the checkout.", image: "projects/shop/cover" },
    { title: "Interviews", text: "Six shoppers told me where they gave up.", image: "projects/shop/mobile" },
    { title: "One page", text: "Everything on one page." },
  ],
  decisions: [
    { choice: "No accounts", reason: "Guests buy twice as often." },
    { choice: "One page", reason: "Fewer places to give up." },
    { choice: "Card first", reason: "Most pay by card." },
  ],
  numbers: [{ value: "−38 %", label: "abandoned carts" }],
  learned: "Ask the shoppers first.",
};

function renderProject(project: WebProject) {
  render(
    <I18nProvider i18n={createServerI18n()}>
      <MemoryRouter>
        <ProjectPage project={project} neighbours={null} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

const openButtons = () => screen.getAllByRole("button", { name: /^Open image/ }).map((button) => button.getAttribute("aria-label"));

describe("a project page's case study at a desk", () => {
  it("runs each part across the page, outside the opening's story column and facts card", () => {
    renderProject(caseStudy);
    const opening = document.querySelector("[data-case]")!;
    for (const name of ["The challenge", "Process", "Decisions", "Outcome", "What I learned"]) {
      expect(opening.contains(screen.getByRole("region", { name }))).toBe(false);
    }
    // The card sits beside the story only, so it no longer sticks beside a long column.
    expect(document.querySelector("[data-facts-card]")!.className).not.toMatch(/sticky/);
  });

  it("sets a step with a picture as a row with the picture large beside its words, and one without as words", () => {
    renderProject(caseStudy);
    const steps = within(screen.getByRole("region", { name: "Process" })).getAllByRole("listitem");
    expect(steps.map((step) => step.getAttribute("data-step"))).toEqual(["words", "picture", "words"]);
    const picture = within(steps[1]!).getByRole("button", { name: /The shop on a phone/ });
    expect(picture).toHaveClass("lg:col-span-7");
    expect(steps[1]).toHaveClass("lg:grid-cols-12");
  });

  it("shows each picture once: not the cover again at a step, not a step's picture again in the gallery", () => {
    renderProject(caseStudy);
    const labels = openButtons();
    expect(labels.filter((label) => label!.endsWith(": The shop"))).toHaveLength(1);
    expect(labels.filter((label) => label!.endsWith(": The shop on a phone"))).toHaveLength(1);
    const gallery = screen.getByRole("region", { name: "Gallery" });
    expect(within(gallery).getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual([
      "Open image 3 of 3 in the lightbox: The basket",
    ]);
  });

  it("sets three decisions side by side in one row", () => {
    renderProject(caseStudy);
    const list = within(screen.getByRole("region", { name: "Decisions" })).getAllByRole("term")[0]!.closest("dl");
    expect(list).toHaveClass("lg:grid-cols-3");
  });

  it("looks finished without any case-study part: the story, the facts and the whole gallery", () => {
    renderProject(plain);
    expect(document.querySelector("[data-case-part]")).toBeNull();
    expect(screen.getByRole("region", { name: "About the project" })).toBeInTheDocument();
    const gallery = screen.getByRole("region", { name: "Gallery" });
    expect(within(gallery).getAllByRole("button")).toHaveLength(2);
  });
});
