import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeIntersectionObserver } from "~/lib/intersection.test-helper";
import { SectionHeading } from "./section-heading";

describe("SectionHeading", () => {
  beforeEach(() => void fakeIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it("sets the mark, the title as a second-level heading, the link on its line and the owner's line under it", () => {
    render(<SectionHeading id="work-title" title="Selected work" intro="What I made." action={<a href="/portfolio/">All</a>} />);
    const heading = screen.getByRole("heading", { level: 2, name: "Selected work" });
    expect(heading).toHaveAttribute("id", "work-title");
    const line = heading.closest("div")!.parentElement!;
    expect(line.querySelector("[data-print-mark]")).toHaveAttribute("aria-hidden", "true");
    expect(line).toContainElement(screen.getByRole("link", { name: "All" }));
    expect(screen.getByText("What I made.").tagName).toBe("P");
  });

  it("sets a group's heading a size under a section's", () => {
    render(
      <>
        <SectionHeading id="a" title="Section" />
        <SectionHeading id="b" title="Group" size="group" />
      </>,
    );
    const [section, group] = screen.getAllByRole("heading", { level: 2 });
    expect(section!.className).toContain("md:text-3xl");
    expect(group!.className).toContain("md:text-2xl");
  });
});
