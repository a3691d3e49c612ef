import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Tooltip } from "./tooltip";

describe("Tooltip", () => {
  it("names its trigger and shows on hover and focus, hiding on leave, blur and Escape", () => {
    render(
      <Tooltip label="React">
        <svg />
      </Tooltip>,
    );
    const trigger = screen.getByRole("img", { name: "React" });
    const tooltip = screen.getByRole("tooltip");
    expect(trigger).toHaveAttribute("tabindex", "0");
    expect(tooltip).toHaveAttribute("data-open", "false");

    fireEvent.mouseEnter(trigger.parentElement!);
    expect(tooltip).toHaveAttribute("data-open", "true");
    fireEvent.mouseLeave(trigger.parentElement!);
    expect(tooltip).toHaveAttribute("data-open", "false");

    fireEvent.focus(trigger);
    expect(tooltip).toHaveAttribute("data-open", "true");
    fireEvent.keyDown(trigger, { key: "Escape" });
    expect(tooltip).toHaveAttribute("data-open", "false");
    fireEvent.focus(trigger);
    fireEvent.blur(trigger);
    expect(tooltip).toHaveAttribute("data-open", "false");
  });
});
