import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ProjectCardData } from "~/content/cards.server";
import { fakeImage } from "~/test/fake-image";
import { withI18n } from "~/test/i18n";
import { ProjectCard } from "./project-card";

const project: ProjectCardData = {
  urlTitle: "api",
  projectType: "backend",
  title: "Booking API",
  subTitle: "Backend",
  applicationType: "REST API",
  year: 2022,
  image: fakeImage("projects/api/cover"),
  links: [],
  description: "Bookings without double bookings.",
};

function renderCard(card: ProjectCardData, rank?: number) {
  // A data router, as in the app: the card asks it whether a view transition is under way.
  const Stub = createRoutesStub([{ path: "/", Component: () => <ProjectCard project={card} rank={rank} /> }]);
  render(withI18n(<Stub />));
}

describe("ProjectCard", () => {
  it("heads the card with the kind of work and the year, as every card does", async () => {
    renderCard(project);
    expect(await screen.findByTestId("card-meta")).toHaveTextContent("REST API · 2022");
  });

  it("shows a sentence that fits whole, once, with no ellipsis", async () => {
    renderCard(project);
    const text = await screen.findByTestId("card-description");
    expect(text.textContent).toBe("Bookings without double bookings.");
  });

  it("cuts a long text at 110 characters for the eye and gives screen readers the whole", async () => {
    const long =
      "A booking service for a salon, which finds free slots for every stylist and service, " +
      "and which stops double bookings in the database itself.";
    renderCard({ ...project, description: long });
    const text = await screen.findByTestId("card-description");
    const seen = text.querySelector("[aria-hidden=true]")!.textContent!;
    expect(seen.endsWith("…")).toBe(true);
    expect(seen.length).toBeLessThanOrEqual(111);
    expect(text.querySelector(".sr-only")).toHaveTextContent(long);
  });

  it("says where the project ranks when it repeats a top-5 project", async () => {
    renderCard(project, 3);
    expect(await screen.findByTestId("card-rank")).toHaveTextContent("No. 3 in the top 5");
    expect(screen.getByRole("article")).toHaveAttribute("data-repeat", "true");
  });

  it("stays a full card for a project outside the top 5", async () => {
    renderCard(project);
    expect(await screen.findByRole("article")).not.toHaveAttribute("data-repeat");
    expect(screen.queryByTestId("card-rank")).toBeNull();
  });
});
