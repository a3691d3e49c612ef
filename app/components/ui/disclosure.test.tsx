import { render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Disclosure } from "./disclosure";

describe("Disclosure", () => {
  it("is a native details element whose summary names both states", () => {
    render(
      <Disclosure more="Read more" less="Read less">
        <p>Hidden part</p>
      </Disclosure>,
    );
    const details = screen.getByText("Hidden part").closest("details")!;
    expect(details).not.toHaveAttribute("open");
    const summary = details.querySelector("summary")!;
    expect(summary).toHaveTextContent("Read more");
    expect(summary).toHaveTextContent("Read less");
    // The label shown follows the open state by CSS, so it switches before hydration too.
    expect(screen.getByText("Read more").className).toContain("group-open/disclosure:hidden");
    expect(screen.getByText("Read less").className).toContain("group-open/disclosure:inline");
  });

  it("reports the new state when it is opened and closed", async () => {
    const onToggle = vi.fn();
    render(<Disclosure more="More" less="Less" onToggle={onToggle} />);
    const details = document.querySelector("details")!;
    details.open = true;
    await waitFor(() => expect(onToggle).toHaveBeenLastCalledWith(true));
    details.open = false;
    await waitFor(() => expect(onToggle).toHaveBeenLastCalledWith(false));
  });

  it("prerenders closed, with no script needed to open it", () => {
    const html = renderToString(<Disclosure more="More" less="Less" />);
    expect(html).toMatch(/^<details data-disclosure="true"/);
    expect(html).toContain("<summary");
    expect(html).not.toMatch(/<details[^>]*\sopen[\s=>]|<script|onclick/i);
  });
});
