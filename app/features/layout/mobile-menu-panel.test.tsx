import { fireEvent, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { withI18n } from "~/test/i18n";
import { MobileMenuPanel } from "./mobile-menu-panel";

/** A `toggle` event as the browser fires it, with the state it went to. */
function toggled(target: Element, newState: "open" | "closed") {
  const event = new Event("toggle");
  Object.assign(event, { newState, oldState: newState === "open" ? "closed" : "open" });
  fireEvent(target, event);
}

function renderPanel() {
  const onToggle = vi.fn();
  const panel = (
    <MobileMenuPanel id="phone-menu" ref={null} onPick={() => {}} onToggle={onToggle} />
  );
  const { container } = render(withI18n(<RouterProvider router={createMemoryRouter([{ path: "/", element: panel }])} />));
  const nav = container.querySelector("nav[popover]");
  if (!nav) throw new Error("no menu panel");
  return { nav, onToggle };
}

describe("the phone menu panel", () => {
  it("reports its own opening and closing", () => {
    const { nav, onToggle } = renderPanel();
    toggled(nav, "open");
    toggled(nav, "closed");
    expect(onToggle.mock.calls).toEqual([[true], [false]]);
  });

  it("stays open when one submenu closes because another opens", () => {
    const { nav, onToggle } = renderPanel();
    const submenus = nav.querySelectorAll("details");
    expect(submenus.length).toBeGreaterThan(1);
    toggled(submenus[0]!, "open");
    toggled(submenus[0]!, "closed");
    toggled(submenus[1]!, "open");
    expect(onToggle).not.toHaveBeenCalled();
  });
});
