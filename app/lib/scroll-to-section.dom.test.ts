import { describe, expect, it, vi } from "vitest";
import { msSinceProgrammaticScroll, scrollToSection } from "./scroll-to-section";

describe("scrollToSection", () => {
  it("warns \"Section with ID … not found.\" when the target is missing", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(scrollToSection("nowhere")).toBe(false);
    expect(warn).toHaveBeenCalledWith("Section with ID nowhere not found.");
  });

  it("scrolls to an existing section and records the programmatic scroll", () => {
    const section = document.createElement("section");
    section.id = "education";
    section.scrollIntoView = vi.fn();
    document.body.append(section);
    expect(scrollToSection("education")).toBe(true);
    expect(section.scrollIntoView).toHaveBeenCalled();
    expect(msSinceProgrammaticScroll()).toBeLessThan(100);
    section.remove();
  });
});
