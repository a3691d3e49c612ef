import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeImage } from "~/test/fake-image";
import { withI18n } from "~/test/i18n";
import { ProjectImageGrid } from "./project-image-grid";

describe("ProjectImageGrid", () => {
  it("lays images out by span", () => {
    render(
      withI18n(
        <ProjectImageGrid
          title="MSB"
          images={[
            { src: fakeImage("a"), alt: "Cover", span: "wide" },
            { src: fakeImage("b", 1200, 1600), alt: "Phone", span: "tall" },
          ]}
        />,
      ),
    );
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.dataset.span)).toEqual(["wide", "tall"]);
    expect(items[0]).toHaveClass("col-span-2");
    expect(items[1]).toHaveClass("col-span-1");
    expect(screen.getByRole("button", { name: /image 2 of 2.*Phone/ })).toBeInTheDocument();
  });

  it("shows a single image larger, across the whole width", () => {
    render(withI18n(<ProjectImageGrid title="MSB" images={[{ src: fakeImage("a"), alt: "Cover", span: "tall" }]} />));
    expect(screen.getByRole("list")).toHaveAttribute("data-layout", "single");
    const item = screen.getByRole("listitem");
    expect(item).not.toHaveClass("col-span-1");
    expect(item.querySelector("source")).toHaveAttribute("sizes", "(min-width: 1280px) 1200px, 100vw");
  });
});
