import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { withI18n } from "~/test/i18n";
import { GraphicPanelStatus } from "./graphic-panel-status";

describe("GraphicPanelStatus", () => {
  it("says the project is loading", () => {
    render(withI18n(<GraphicPanelStatus state={{ status: "loading" }} />));
    expect(screen.getByRole("status")).toHaveTextContent("Loading the project…");
  });

  it("says the texts could not be loaded and offers to try again", () => {
    const retry = vi.fn();
    render(withI18n(<GraphicPanelStatus state={{ status: "failed", retry }} />));
    expect(screen.getByRole("alert")).toHaveTextContent("could not be loaded");
    screen.getByRole("button", { name: "Try again" }).click();
    expect(retry).toHaveBeenCalledOnce();
  });
});
