import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeIntersectionObserver } from "~/lib/intersection.test-helper";
import { PROFILE_SECTIONS } from "~/lib/sections";
import { withI18n } from "~/test/i18n";
import { PROFILE } from "./profile.test-helper";
import { TEXTS } from "~/test/owner-texts";
import { ProfilePage } from "./profile-page";
import type { SelectedWorkItem } from "./selected-work";
import { fakeImage } from "~/test/fake-image";

vi.mock("~/components/ui/hero-picture", () => ({ HeroPicture: () => <div data-testid="hero-picture" /> }));

const WORK: SelectedWorkItem = {
  urlTitle: "work",
  title: "Work",
  subTitle: "Field",
  description: "What it is.",
  image: fakeImage("projects/work/cover"),
};

function renderPage(work: SelectedWorkItem[] = []) {
  return render(withI18n(<MemoryRouter><ProfilePage profile={PROFILE} texts={TEXTS} work={work} /></MemoryRouter>));
}

describe("ProfilePage", () => {
  beforeEach(() => void fakeIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it("renders the nine profile sections in page order, each labelled by its heading", () => {
    const { container } = renderPage();
    expect([...container.querySelectorAll("section[id]")].map((s) => s.id)).toEqual([...PROFILE_SECTIONS]);
    expect(screen.getByRole("region", { name: "Graphic skills" })).toBeInTheDocument();
    expect(screen.getByTestId("hero-picture")).toBeInTheDocument();
  });

  it("shows every field of the seven experience entries", () => {
    renderPage();
    const experience = screen.getByRole("region", { name: "Experience" });
    const entries = within(experience).getAllByRole("article");
    expect(entries).toHaveLength(7);
    const stumpen = entries[6]!;
    expect(within(stumpen).getByRole("heading", { name: "Stumpen" })).toBeInTheDocument();
    expect(stumpen).toHaveTextContent("2019");
    expect(stumpen).toHaveTextContent("Role at Stumpen");
    expect(stumpen).toHaveTextContent("What I did at Stumpen.");
    const tech = within(within(stumpen).getByRole("list", { name: "Tech used" })).getAllByRole("listitem");
    expect(tech.map((li) => li.textContent)).toEqual(["React", "SQL"]);
  });

  it("shows every field of the five education entries", () => {
    renderPage();
    const education = screen.getByRole("region", { name: "Education" });
    const cards = within(education).getAllByRole("listitem").filter((li) => li.querySelector("h3"));
    expect(cards.map((card) => card.querySelector("h3")!.textContent)).toEqual(["FE", "BE", "Print", "Graphic", "Webdesign"]);
    const print = cards[2]!;
    for (const text of ["2018", "School 2", "About Print.", "Print course 1", "Print course 2", "HTML"]) {
      expect(print).toHaveTextContent(text);
    }
    // The courses are in the card as a named line, with nothing to open.
    expect(within(print).getByRole("list", { name: "Courses" })).toHaveTextContent("Print course 1");
    expect(print.querySelector("details")).toBeNull();
    expect(education).toHaveTextContent("What came of the schooling.");
  });

  it("links to /contact from hobbies and once to /portfolio, from education, as quiet links", () => {
    renderPage();
    const contact = within(screen.getByRole("region", { name: "Hobbies" })).getByRole("link", { name: /Send me a message/ });
    expect(contact).toHaveAttribute("href", "/contact/");
    const explore = screen.getAllByRole("link", { name: /Browse the portfolio/ });
    expect(explore).toHaveLength(1);
    expect(within(screen.getByRole("region", { name: "Education" })).getByRole("link", { name: /Browse the portfolio/ })).toHaveAttribute("href", "/portfolio/");
    for (const link of [contact, explore[0]!]) expect(link.className).toContain("quiet-link");
  });

  it("repeats no call to action below the hero", () => {
    renderPage();
    expect(screen.getAllByRole("link", { name: /Download CV/ })).toHaveLength(1);
    expect(screen.getAllByRole("link", { name: /See my work/ })).toHaveLength(1);
  });

  it("gathers the four skill groups in one band, each a section of its own", () => {
    const { container } = renderPage();
    const band = container.querySelector("[data-skills-band]")!;
    const groups = [...band.querySelectorAll(":scope section[id]")].map((s) => s.id);
    expect(groups).toEqual(["web-skills", "graphic-skills", "additional-skills", "programs-and-softwares"]);
    for (const name of ["Web skills", "Graphic skills", "Additional skills", "Tools"]) {
      expect(band).toContainElement(screen.getByRole("region", { name }));
    }
    // Graphic skills read as shares of the work, not as marks.
    const graphic = screen.getByRole("region", { name: "Graphic skills" });
    expect(within(graphic).getByText("Share of my design projects that use it")).toBeInTheDocument();
  });

  it("marks each section's start with the registration mark, hidden from assistive technology", () => {
    renderPage([WORK]);
    for (const name of ["Selected work", "About me", "Web skills", "Experience", "Education", "Hobbies"]) {
      const mark = screen.getByRole("region", { name }).querySelector("[data-print-mark]");
      expect(mark).toHaveAttribute("aria-hidden", "true");
    }
  });

  it("heads the work and every profile section with one heading, at one size", () => {
    renderPage([WORK]);
    const sections = ["Selected work", "About me", "Experience", "Education", "Hobbies"];
    const headings = sections.map((name) =>
      within(screen.getByRole("region", { name })).getByRole("heading", { level: 2, name }),
    );
    expect(new Set(headings.map((heading) => heading.className)).size).toBe(1);
  });

  it("numbers nothing: sections, skill cards and hobbies are not steps", () => {
    const { container } = renderPage();
    const numbers = [...container.querySelectorAll("*")].filter(
      (el) => el.children.length === 0 && /^\s*0?\d{1,2}\s*$/.test(el.textContent ?? ""),
    );
    expect(numbers.map((el) => el.outerHTML)).toEqual([]);
  });

  it("offers the CV download and the portfolio in the hero", () => {
    renderPage();
    const hero = screen.getByRole("region", { name: "Making sites and signs" });
    expect(within(hero).getByRole("link", { name: "Download CV" })).toHaveAttribute("href", "/files/cv-cover-letter-en.pdf");
    expect(within(hero).getByRole("link", { name: /See my work/ })).toHaveAttribute("href", "/portfolio/my-work/");
  });
});
