import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HtmlContent } from "./html-content";

describe("HtmlContent", () => {
  it("renders the content's HTML in the prose style, with the caller's classes and attributes", () => {
    const { getByTestId } = render(
      <HtmlContent data-testid="text" className="text-lg" html="<p>One <a href='https://example.com'>link</a></p><ul><li>Two</li></ul>" />,
    );
    const box = getByTestId("text");
    expect(box).toHaveClass("prose", "text-lg");
    expect(box.querySelector("a")).toHaveAttribute("href", "https://example.com");
    expect(box.querySelectorAll("li")).toHaveLength(1);
  });
});
