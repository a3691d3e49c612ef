import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ProjectCardData } from "~/content/cards.server";
import type { Top5Item } from "~/content/schemas";
import { fakeImage } from "~/test/fake-image";
import { withI18n } from "~/test/i18n";
import { TEXTS } from "~/test/owner-texts";
import type { PortfolioSections } from "./page-data";
import { PortfolioPage } from "./portfolio-page";

const top5: Top5Item = {
  title: "Lead project",
  urlTitle: "lead",
  subTitle: "Fullstack",
  description: "The best one.",
  image: fakeImage("projects/lead/cover"),
  ctaButton: "See it",
};

const card: ProjectCardData = {
  urlTitle: "api",
  projectType: "backend",
  title: "Booking API",
  subTitle: "Backend",
  applicationType: "API",
  image: fakeImage("projects/api/cover"),
  links: [],
  description: "Bookings without double bookings.",
};

// The owner's portfolio sentences, the same fixture the other page tests use.
const texts = TEXTS.portfolio;

function renderPage(sections: PortfolioSections) {
  // A data router, as in the app: the cards ask it whether a view transition is under way.
  const Stub = createRoutesStub([{ path: "/", Component: () => <PortfolioPage portfolio={sections} texts={texts} /> }]);
  render(withI18n(<Stub />));
}

describe("PortfolioPage", () => {
  it("leaves out sections without projects and puts no number on the rest", () => {
    renderPage({ top5: [top5], frontend: [], backend: [card], fullstack: [], graphic: [] });
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["Top 5 projects", "Backend"]);
    expect(document.getElementById("frontend")).toBeNull();
    expect(document.getElementById("graphic-design")).toBeNull();
    // Numbers only where they mean an order: a section heading carries none.
    expect(document.getElementById("backend")).not.toHaveTextContent(/\b0\d\b/);
    expect(screen.queryByText("No projects here yet")).toBeNull();
  });

  it("opens each shown section with the owner's intro", () => {
    renderPage({ top5: [top5], frontend: [], backend: [card], fullstack: [], graphic: [] });
    expect(document.getElementById("top-5-projects")).toHaveTextContent("The top 5 intro.");
    expect(document.getElementById("backend")).toHaveTextContent("The backend intro.");
    expect(screen.queryByText("The frontend intro.")).toBeNull();
  });

  it("gives a card the interface's button and the project's links by name, or the project's own button text", () => {
    const icon = { slug: "github", title: "GitHub", hex: "181717", path: "M0 0h24v24H0z" };
    const linked = { ...card, links: [{ type: "code" as const, url: "https://example.com/code", icon }] };
    const own = { ...linked, urlTitle: "own", cardButton: "Read the case" };
    renderPage({ top5: [], frontend: [], backend: [linked, own], fullstack: [], graphic: [] });
    const backend = document.getElementById("backend")!;
    expect(within(backend).getAllByText("See the project")).toHaveLength(1);
    expect(within(backend).getByText("Read the case")).toBeInTheDocument();
    const code = within(backend).getAllByRole("link", { name: /^Source code: Booking API/ })[0]!;
    expect(code).toHaveAttribute("href", "https://example.com/code");
    // The link's name is on the card, not only in a tooltip: GitHub and a live site look alike as icons.
    expect(code).toHaveTextContent("Source code");
  });

  it("marks a category's card of a top-5 project with its rank, and no other card", () => {
    const ranked = { ...card, urlTitle: top5.urlTitle, title: "Lead project" };
    const graphic = { urlTitle: "poster", title: "Poster", category: "Print", year: 2024, image: fakeImage("projects/poster/cover") };
    const second: Top5Item = { ...top5, urlTitle: "poster", title: "Poster" };
    renderPage({ top5: [top5, second], frontend: [], backend: [card, ranked], fullstack: [], graphic: [graphic] });
    const backend = document.getElementById("backend")!;
    expect(within(backend).getAllByTestId("card-rank").map((badge) => badge.textContent)).toEqual(["No. 1 in the top 5"]);
    expect(within(backend).getByRole("link", { name: "Lead project" }).closest("article")).toContainElement(
      within(backend).getByTestId("card-rank"),
    );
    const graphicSection = document.getElementById("graphic-design")!;
    expect(within(graphicSection).getByTestId("card-rank")).toHaveTextContent("No. 2 in the top 5");
    expect(within(graphicSection).getByRole("link", { name: /^Poster/ })).toHaveTextContent(/Print · 2024/);
  });

  it("maps only the shown sections in the hero", () => {
    renderPage({ top5: [top5], frontend: [], backend: [card], fullstack: [], graphic: [] });
    const jump = screen.getByRole("navigation");
    expect(within(jump).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["#top-5-projects", "#backend"]);
  });

  it("leads each section's tile with its first project's cover not on a tile before it, small, lazy and nameless", () => {
    const second = { ...card, urlTitle: "second", image: fakeImage("projects/second/cover") };
    const alsoTop = { ...card, urlTitle: "lead", image: top5.image };
    renderPage({ top5: [top5], frontend: [card], backend: [alsoTop, second], fullstack: [], graphic: [] });
    const covers = [...screen.getByRole("navigation").querySelectorAll("img")];
    expect(covers.map((img) => img.getAttribute("src"))).toEqual([top5.image.src, card.image.src, second.image.src]);
    for (const img of covers) {
      expect(img).toHaveAttribute("alt", "");
      expect(img).toHaveAttribute("loading", "lazy");
      expect(img.closest("picture")!.querySelector("source")).toHaveAttribute("sizes", "40px");
    }
  });
});
