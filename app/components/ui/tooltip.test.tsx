import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Tooltip } from "./tooltip";

function renderTooltip() {
  render(
    <Tooltip content="React">
      <span role="img" aria-label="React icon" tabIndex={0} aria-describedby="extra" />
    </Tooltip>,
  );
  const trigger = screen.getByRole("img", { name: "React icon" });
  const tooltip = document.querySelector<HTMLElement>("[role=tooltip]")!;
  return { trigger, tooltip };
}

describe("Tooltip", () => {
  it("describes its trigger, keeping the trigger's own description", () => {
    const { trigger, tooltip } = renderTooltip();
    expect(tooltip).toHaveTextContent("React");
    expect(trigger.getAttribute("aria-describedby")).toBe(`extra ${tooltip.id}`);
  });

  it("is shown by hover and by focus within (CSS), so it works before hydration", () => {
    const { tooltip } = renderTooltip();
    expect(tooltip.className).toContain("invisible");
    expect(tooltip.className).toContain("group-hover/tooltip:visible");
    expect(tooltip.className).toContain("group-focus-within/tooltip:visible");
    expect(tooltip.parentElement!.className).toContain("group/tooltip");
  });

  it("is dismissed by Escape until the pointer or focus leaves", () => {
    const { trigger, tooltip } = renderTooltip();
    fireEvent.keyDown(trigger, { key: "Escape" });
    expect(tooltip).toHaveAttribute("data-dismissed");
    expect(tooltip.className).not.toContain("group-focus-within/tooltip:visible");
    fireEvent.blur(trigger);
    expect(tooltip).not.toHaveAttribute("data-dismissed");
    fireEvent.keyDown(trigger, { key: "Escape" });
    fireEvent.mouseLeave(tooltip.parentElement!);
    expect(tooltip.className).toContain("group-hover/tooltip:visible");
  });

  it("can sit below its trigger", () => {
    render(
      <Tooltip content="Below" placement="bottom">
        <button type="button">x</button>
      </Tooltip>,
    );
    expect(screen.getByRole("tooltip", { hidden: true }).className).toContain("top-full");
  });

  it("can sit to the right of its trigger, centred on its height", () => {
    render(
      <Tooltip content="Beside" placement="right">
        <button type="button">x</button>
      </Tooltip>,
    );
    expect(screen.getByRole("tooltip", { hidden: true }).className).toContain("left-full");
  });
});
