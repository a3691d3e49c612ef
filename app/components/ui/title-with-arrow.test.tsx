import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TitleWithArrow } from "./title-with-arrow";

describe("TitleWithArrow", () => {
  it("keeps the arrow with the last word, which cannot wrap away from it", () => {
    const { container } = render(<TitleWithArrow title="A preparedness checklist" />);
    expect(container).toHaveTextContent("A preparedness checklist");
    const tail = container.querySelector(".whitespace-nowrap")!;
    expect(tail.textContent).toBe("checklist");
    expect(tail.querySelector("svg")).not.toBeNull();
    expect(container.firstChild?.textContent).toBe("A preparedness ");
  });

  it("holds a one-word title and its arrow together", () => {
    const { container } = render(<TitleWithArrow title="Portfolio" />);
    expect(container.querySelector(".whitespace-nowrap")!.textContent).toBe("Portfolio");
  });
});
