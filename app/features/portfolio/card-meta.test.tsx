import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withI18n } from "~/test/i18n";
import { CardMeta, metaParts } from "./card-meta";

describe("CardMeta", () => {
  it("writes the kind of work and the year as one line, each part kept whole", () => {
    render(withI18n(<CardMeta parts={["Product identity", 2025]} />));
    const line = screen.getByTestId("card-meta");
    expect(line).toHaveTextContent("Product identity · 2025");
    // The line may break between the parts, never inside one.
    const parts = [...line.querySelectorAll(".whitespace-nowrap")].map((part) => part.textContent);
    expect(parts).toEqual(["Product identity ·", "2025"]);
  });

  it("leaves out a missing year and its dot", () => {
    render(withI18n(<CardMeta parts={["REST API", undefined]} />));
    expect(screen.getByTestId("card-meta").textContent).toBe("REST API");
  });

  it("puts a top-5 project's rank before the line, in words", () => {
    render(withI18n(<CardMeta parts={["Poster", 2019]} rank={2} />));
    expect(screen.getByTestId("card-rank")).toHaveTextContent("No. 2 in the top 5");
  });
});

describe("metaParts", () => {
  it("splits a top-5 item's own line at its dots", () => {
    expect(metaParts("Web and identity · 2024")).toEqual(["Web and identity", "2024"]);
  });
});
