import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RegistrationMark } from "./print-mark";

describe("RegistrationMark", () => {
  it("is decoration: hidden from assistive technology and out of the tab order", () => {
    const { container } = render(<RegistrationMark className="size-4 text-accent" />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("focusable", "false");
    expect(svg).toHaveAttribute("data-print-mark");
    expect(svg.getAttribute("class")).toContain("text-accent");
  });

  it("draws a ring on a cross in the current colour", () => {
    const { container } = render(<RegistrationMark />);
    expect(container.querySelectorAll("circle")).toHaveLength(2);
    expect(container.querySelector("path")).toHaveAttribute("d", "M12 1v22M1 12h22");
    expect(container.querySelector("svg")).toHaveAttribute("stroke", "currentColor");
  });
});
