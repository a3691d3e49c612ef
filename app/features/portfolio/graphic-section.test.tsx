import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { fakeImage } from "~/test/fake-image";
import { withI18n } from "~/test/i18n";
import { GraphicSection } from "./graphic-section";
import type { GraphicCardData } from "./page-data";

const projects: GraphicCardData[] = Array.from({ length: 8 }, (_, index) => ({
  urlTitle: `piece-${index}`,
  title: `Piece ${index}`,
  category: "Poster",
  year: 2019,
  image: fakeImage(`projects/piece-${index}/cover`),
}));

function renderSection(ranks?: ReadonlyMap<string, number>) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <GraphicSection projects={projects} intro={{ title: "Picks", text: "The best." }} ranks={ranks} /> },
  ]);
  render(withI18n(<Stub />));
}

describe("GraphicSection", () => {
  it("stands each list's tiles in its own column of one grid, the intro first, in order", async () => {
    renderSection();
    const lists = await screen.findAllByRole("list");
    expect(lists).toHaveLength(3);
    const columns = lists.map((list) =>
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.className.match(/md:col-start-(\d)/)?.[1]),
    );
    // Eight pieces and the intro: three rows of three, level, each list in its column.
    expect(columns).toEqual([["1", "1", "1"], ["2", "2", "2"], ["3", "3", "3"]]);
    expect(within(lists[0]!).getAllByRole("listitem")[0]).toHaveTextContent("Picks");
    const titles = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toEqual(["Picks", ...projects.map((project) => project.title)]);
  });

  it("shows every piece at one shape, so the rows line up", async () => {
    renderSection();
    const pictures = (await screen.findAllByRole("link")).map((link) => link.querySelector("img")!.parentElement!.closest("div")!);
    for (const frame of pictures) expect(frame.className).toContain("aspect-[16/10]");
  });

  it("lets a top-5 piece step back with its rank in words", async () => {
    renderSection(new Map([["piece-4", 2]]));
    const ranked = await screen.findByRole("link", { name: /^Piece 4/ });
    expect(ranked).toHaveAttribute("data-repeat", "true");
    expect(within(ranked).getByTestId("card-rank")).toHaveTextContent("No. 2 in the top 5");
    expect(screen.getByRole("link", { name: /^Piece 3/ })).not.toHaveAttribute("data-repeat");
  });
});
