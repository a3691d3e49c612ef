import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TechLine } from "./tech-line";

const names = ["HTML and CSS in depth", "JavaScript", "Testing"];

describe("TechLine", () => {
  it("lists the names under the list's name, a row of boxes that never opens a line with a dot", () => {
    render(<TechLine names={names} label="Tools" />);
    const list = screen.getByRole("list", { name: "Tools" });
    expect(within(list).getAllByRole("listitem").map((li) => li.textContent)).toEqual(names);
    expect(list.className).toContain("flex-wrap");
    expect(list.className).not.toContain("before:content");
  });

  it("with its label shown runs as text: the label first, a space between names where the line may break", () => {
    render(<TechLine names={names} label="Courses" labelShown />);
    const list = screen.getByRole("list", { name: "Courses" });
    expect(list.className).toContain("before:content-[attr(aria-label)]");
    expect(list.className).toContain("[&>li]:inline");
    expect(list.textContent).toBe(names.join(" "));
  });
});
