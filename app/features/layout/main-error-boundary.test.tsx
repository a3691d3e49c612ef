import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MainErrorBoundary } from "./main-error-boundary";
import { withI18n } from "~/test/i18n";

let fail = true;
function Flaky() {
  if (fail) throw new Error("The gallery data is missing");
  return <p>Recovered</p>;
}

describe("MainErrorBoundary", () => {
  it("shows the message and resets on Try Again", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(withI18n(<MainErrorBoundary><Flaky /></MainErrorBoundary>));
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong:");
    expect(screen.getByText("The gallery data is missing")).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("Recovered")).toBeInTheDocument();
  });
});
