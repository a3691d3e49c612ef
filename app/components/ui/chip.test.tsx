import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Chip } from "./chip";

describe("Chip", () => {
  it("is a list item with its glyph before its name", () => {
    render(
      <ul>
        <Chip glyph={<svg data-testid="glyph" />}>React</Chip>
      </ul>,
    );
    const chip = screen.getByRole("listitem");
    expect(chip).toHaveTextContent("React");
    expect(chip.firstElementChild).toBe(screen.getByTestId("glyph"));
    expect(chip).toHaveAttribute("data-chip");
  });

  it("is a plain tag without a glyph", () => {
    render(
      <ul>
        <Chip>Poster</Chip>
      </ul>,
    );
    expect(screen.getByRole("listitem").children).toHaveLength(0);
    expect(screen.getByRole("listitem")).toHaveTextContent("Poster");
  });
});
