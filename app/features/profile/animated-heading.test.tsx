import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeIntersectionObserver } from "~/lib/intersection.test-helper";
import { AnimatedHeading } from "./animated-heading";

describe("AnimatedHeading", () => {
  let io: ReturnType<typeof fakeIntersectionObserver>;
  beforeEach(() => {
    io = fakeIntersectionObserver();
    vi.spyOn(performance, "now").mockReturnValue(10_000_000);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is read as the whole text while its letters are hidden from assistive technology", () => {
    render(<AnimatedHeading id="t" text="Web skills" />);
    const heading = screen.getByRole("heading", { level: 2, name: "Web skills" });
    expect(heading).toHaveTextContent("Web skills");
    const letters = heading.querySelectorAll(".reveal-letter");
    expect(letters).toHaveLength("Webskills".length);
    for (const word of heading.querySelectorAll(":scope > span")) expect(word).toHaveAttribute("aria-hidden", "true");
    const order = [...letters].map((l) => (l as HTMLElement).style.getPropertyValue("--i"));
    expect(order).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8"]);
  });

  it("writes no style attributes into the prerendered HTML (each would need a hash in the page's CSP)", () => {
    expect(renderToString(<AnimatedHeading id="t" text="Web skills" />)).not.toContain("style=");
  });

  it("animates once: hidden below the fold, shown when visible, and not observed again", () => {
    render(<AnimatedHeading id="t" text="Hobbies" />);
    const heading = screen.getByRole("heading", { name: "Hobbies" });
    expect(heading).not.toHaveAttribute("data-reveal");
    act(() => io.report(heading));
    expect(heading).toHaveAttribute("data-reveal", "hidden");
    act(() => io.show(heading));
    expect(heading).toHaveAttribute("data-reveal", "shown");
    expect(io.watching(heading)).toBe(false);
  });
});
