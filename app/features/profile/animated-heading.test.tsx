import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeIntersectionObserver } from "~/lib/intersection.test-helper";
import { AnimatedHeading } from "./animated-heading";

const letters = (heading: HTMLElement) => [...heading.querySelectorAll<HTMLElement>(".reveal-letter")];

describe("AnimatedHeading", () => {
  let io: ReturnType<typeof fakeIntersectionObserver>;
  beforeEach(() => {
    io = fakeIntersectionObserver();
    vi.spyOn(performance, "now").mockReturnValue(10_000_000);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is read as the whole text while its words are hidden from assistive technology", () => {
    render(<AnimatedHeading id="t" text="Web skills" />);
    const heading = screen.getByRole("heading", { level: 2, name: "Web skills" });
    expect(heading).toHaveTextContent("Web skills");
    expect(heading).not.toHaveAttribute("aria-label");
    const words = heading.querySelectorAll(":scope > span[aria-hidden]");
    expect([...words].map((word) => word.textContent)).toEqual(["Web", "skills"]);
    for (const word of words) expect(word).toHaveAttribute("aria-hidden", "true");
  });

  it("prerenders whole words: no letter spans, no style attributes (each would need a hash in the page's CSP)", () => {
    const html = renderToString(<AnimatedHeading id="t" text="Rock & <roll>" />);
    expect(html).not.toContain("style=");
    expect(html).not.toContain(`class="reveal-letter"`);
    expect(html).toContain("&amp;");
    expect(html).toContain("&lt;roll&gt;");
  });

  it("keeps its words whole when it is in view on arrival", () => {
    render(<AnimatedHeading id="t" text="Web skills" />);
    const heading = screen.getByRole("heading", { name: "Web skills" });
    vi.spyOn(heading, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 10, 300, 40));
    act(() => io.report(heading));
    expect(heading).not.toHaveAttribute("data-reveal");
    expect(letters(heading)).toHaveLength(0);
  });

  it("cuts a heading below the fold into letters, numbered for the stagger, as it hides it", () => {
    render(<AnimatedHeading id="t" text="Web skills" />);
    const heading = screen.getByRole("heading", { name: "Web skills" });
    act(() => io.report(heading));
    expect(heading).toHaveAttribute("data-reveal", "hidden");
    expect(letters(heading).map((letter) => letter.textContent).join("")).toBe("Webskills");
    expect(letters(heading).map((letter) => letter.style.getPropertyValue("--i"))).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8"]);
    expect(heading).toHaveTextContent("Web skills");
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

  it("cuts another language's text into letters again while it still waits to rise", () => {
    const { rerender } = render(<AnimatedHeading id="t" text="Hobbies" />);
    const heading = screen.getByRole("heading", { name: "Hobbies" });
    act(() => io.report(heading));
    rerender(<AnimatedHeading id="t" text="Fritid" />);
    expect(heading).toHaveAttribute("data-reveal", "hidden");
    expect(letters(heading).map((letter) => letter.textContent).join("")).toBe("Fritid");
  });

  it("takes another language's text as it is once it has risen", () => {
    const { rerender } = render(<AnimatedHeading id="t" text="Hobbies" />);
    const heading = screen.getByRole("heading", { name: "Hobbies" });
    act(() => io.report(heading));
    act(() => io.show(heading));
    rerender(<AnimatedHeading id="t" text="Fritid" />);
    expect(heading).toHaveAttribute("data-reveal", "shown");
    expect(heading).toHaveAccessibleName("Fritid");
    expect(heading).toHaveTextContent("Fritid");
  });
});
