import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { withI18n } from "~/test/i18n";
import { GraphicSection } from "./graphic-section";
import { ProjectGrid } from "./project-grid";
import { TopFiveGrid } from "./top-five-grid";

// A section without projects says "No projects here yet" instead of showing an empty grid.
describe("empty sections", () => {
  it.each([
    ["project grid", <ProjectGrid projects={[]} />],
    ["top 5", <TopFiveGrid items={[]} />],
    ["graphic design", <GraphicSection projects={[]} intro={{ title: "Title", text: "Text." }} />],
  ])("the %s says No projects here yet", (_, node) => {
    render(withI18n(<MemoryRouter>{node}</MemoryRouter>));
    expect(screen.getByText("No projects here yet")).toBeInTheDocument();
    expect(screen.queryByRole("list")).toBeNull();
  });
});
