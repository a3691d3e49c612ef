import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { ProjectCardData } from "~/content/cards.server";
import type { Top5Item } from "~/content/schemas";
import { fakeImage } from "~/test/fake-image";
import { withI18n } from "~/test/i18n";
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
  ctaButton: "See it",
  ctaLink: [],
  description: "Bookings without double bookings.",
};

function renderPage(sections: PortfolioSections) {
  render(withI18n(<MemoryRouter><PortfolioPage portfolio={sections} intro="The portfolio intro." /></MemoryRouter>));
}

describe("PortfolioPage", () => {
  it("leaves out sections without projects and numbers the rest in order", () => {
    renderPage({ top5: [top5], frontend: [], backend: [card], fullstack: [], graphic: [] });
    const headings = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["Top 5 projects", "Backend"]);
    expect(document.getElementById("frontend")).toBeNull();
    expect(document.getElementById("graphic-design")).toBeNull();
    expect(document.getElementById("backend")).toHaveTextContent("02");
    expect(screen.queryByText("No data available")).toBeNull();
  });

  it("maps only the shown sections in the hero", () => {
    renderPage({ top5: [top5], frontend: [], backend: [card], fullstack: [], graphic: [] });
    const jump = screen.getByRole("navigation");
    expect(within(jump).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["#top-5-projects", "#backend"]);
  });
});
