import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TechList } from "./tech-list";

const icon = { slug: "figma", title: "Figma", hex: "F24E1E", path: "M0 0h24v24H0z" };
const fallback = { empty: "No technologies listed", unnamed: "No technology title available" };

describe("TechList", () => {
  it("names each technology beside its icon, in a list named by the label", () => {
    const { container } = render(<TechList tech={[{ name: "Figma", icon }, { name: "React", icon }]} label="Technologies" />);
    expect(screen.getByRole("list", { name: "Technologies" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Figma", "React"]);
    expect(container.querySelectorAll("svg use")).toHaveLength(2);
  });

  it("says so when the list is empty or a name is missing, given the words for it", () => {
    const { rerender } = render(<TechList tech={[]} fallback={fallback} />);
    expect(screen.getByText("No technologies listed")).toBeInTheDocument();
    rerender(<TechList tech={[{ name: " ", icon }]} fallback={fallback} />);
    expect(screen.getByRole("listitem")).toHaveTextContent("No technology title available");
  });
});
