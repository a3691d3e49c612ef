import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { WebProject } from "~/content/schemas";
import type { Language } from "~/i18n/languages";
import { createServerI18n } from "~/i18n/server";
import { I18nProvider } from "~/i18n/use-translation";
import { fakeImage } from "~/test/fake-image";
import { ProjectPage } from "./project-page";
import { icon, shopProject } from "~/test/shop-project";

const plain: WebProject = {
  ...shopProject,
  images: [
    { src: fakeImage("projects/shop/cover"), alt: "The shop", span: "wide" },
    { src: fakeImage("projects/shop/mobile"), alt: "The shop on a phone", span: "tall" },
  ],
};

const caseStudy: WebProject = {
  ...plain,
  challenge: "Checkout took nine steps.",
  steps: [
    { title: "Interviews", text: "Six shoppers told me where they gave up.", image: "projects/shop/mobile" },
    { title: "One page", text: "Everything on one page." },
  ],
  decisions: [{ choice: "No accounts", reason: "Guests buy twice as often." }],
  numbers: [
    { value: "−38 %", label: "abandoned carts" },
    { value: "2 min", label: "to pay" },
  ],
  outcome: ["Shoppers pay without signing up"],
  learned: "Ask the shoppers first.",
  links: [{ type: "code", icon, private: true, note: "Company code" }],
};

function renderProject(project: WebProject, language: Language = "en") {
  render(
    <I18nProvider i18n={createServerI18n(language)}>
      <MemoryRouter>
        <ProjectPage project={project} neighbours={null} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

const sectionHeadings = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

describe("a project page's case study", () => {
  it.each([
    ["en", ["About the project", "The challenge", "Process", "Decisions", "Outcome", "What I learned"]],
    ["sv", ["Om projektet", "Utmaningen", "Arbetsprocessen", "Vägval", "Resultat", "Lärdomar"]],
  ] as const)("heads each part the project gives, in the story's order (%s)", (language, headings) => {
    renderProject(caseStudy, language);
    expect(sectionHeadings().filter((heading) => headings.includes(heading as never))).toEqual(headings);
  });

  it("shows nothing of the parts a project leaves out", () => {
    renderProject(plain);
    for (const heading of ["The challenge", "Process", "Decisions", "Outcome", "What I learned"]) {
      expect(sectionHeadings()).not.toContain(heading);
    }
    expect(document.querySelector("[data-stats]")).toBeNull();
  });

  it("numbers the steps and lets a step's picture open the lightbox at that picture", () => {
    renderProject(caseStudy);
    const steps = screen.getByRole("region", { name: "Process" });
    expect(within(steps).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(["Interviews", "One page"]);
    expect(within(steps).getByText("01")).toBeInTheDocument();
    expect(within(steps).getByRole("button", { name: "Open image 2 of 2 in the lightbox: The shop on a phone" })).toBeInTheDocument();
  });

  it("gives each decision its reason", () => {
    renderProject(caseStudy);
    const decisions = screen.getByRole("region", { name: "Decisions" });
    expect(within(decisions).getByRole("term")).toHaveTextContent("No accounts");
    expect(within(decisions).getByRole("definition")).toHaveTextContent("Guests buy twice as often.");
  });

  it("shows the results as figures over their labels, and the outcome's lines at the story's size", () => {
    renderProject(caseStudy);
    const outcome = screen.getByRole("region", { name: "Outcome" });
    const stats = within(outcome).getAllByRole("definition").map((figure) => figure.textContent);
    expect(stats).toEqual(["−38 %", "2 min"]);
    expect(within(outcome).getAllByRole("term").map((label) => label.textContent)).toEqual(["abandoned carts", "to pay"]);
    expect(within(outcome).getByRole("listitem")).toHaveClass("md:text-lg");
    expect(within(outcome).getByRole("listitem")).not.toHaveClass("text-fg");
  });

  it.each([
    ["en", "Ask me for a walkthrough", "/contact/"],
    ["sv", "Be mig om en genomgång", "/sv/contact/"],
  ] as const)("offers a walkthrough on the contact page for a private repository, not a link out (%s)", (language, words, path) => {
    renderProject(caseStudy, language);
    const walkthrough = screen.getByRole("link", { name: new RegExp(words) });
    expect(walkthrough).toHaveAttribute("href", path);
    expect(walkthrough).not.toHaveAttribute("target");
  });
});
