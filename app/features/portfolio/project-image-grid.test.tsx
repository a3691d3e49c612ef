import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Gallery } from "~/features/gallery/use-gallery";
import { fakeImage } from "~/test/fake-image";
import { withI18n } from "~/test/i18n";
import { ProjectImageGrid } from "./project-image-grid";

const gallery = (loadingIndex: number | null = null): Gallery => ({
  open: false,
  index: 0,
  show: vi.fn(),
  close: vi.fn(),
  view: vi.fn(),
  loadingIndex,
  Lightbox: null,
});

const wide = { src: fakeImage("a"), alt: "Desktop", span: "wide" as const };
const tall = { src: fakeImage("b", 1200, 1600), alt: "Phone", span: "tall" as const };

describe("ProjectImageGrid", () => {
  it("shares each row by the pictures' aspects, uncropped, and opens each at its own slide", () => {
    const state = gallery();
    const second = { src: fakeImage("c", 1200, 1600), alt: "Tablet", span: "tall" as const };
    render(
      withI18n(
        <ProjectImageGrid
          total={4}
          gallery={state}
          items={[{ image: wide, index: 1 }, { image: tall, index: 2 }, { image: second, index: 3 }]}
        />,
      ),
    );
    const items = screen.getAllByRole("listitem");
    // One row: a landscape beside two portraits, each taking its aspect's share of the width.
    const aspects = [wide.src.width / wide.src.height, 0.75, 0.75];
    const sum = aspects.reduce((all, aspect) => all + aspect, 0);
    const shares = aspects.map((aspect) => (aspect / sum).toFixed(6));
    expect(items.map((item) => item.style.getPropertyValue("--share"))).toEqual(shares);
    // Two gaps in a row of three, which the class's width subtracts before sharing it out.
    expect(items.map((item) => item.style.getPropertyValue("--gaps"))).toEqual(["2", "2", "2"]);
    expect(items[0]!.className).toContain("sm:basis-[calc((100%-var(--gaps)*var(--gallery-gap)-2px)*var(--share))]");
    // Whole pictures: no crop anywhere, each at its own aspect.
    for (const item of items) expect(item.querySelector("img")).not.toHaveClass("object-cover");
    expect(items[0]!.querySelector("img")).toHaveClass("h-auto", "w-full");
    screen.getByRole("button", { name: /image 3 of 4.*Phone/ }).click();
    expect(state.show).toHaveBeenCalledWith(2);
  });

  it("shows a single image larger, across the whole width", () => {
    render(withI18n(<ProjectImageGrid total={2} gallery={gallery()} items={[{ image: tall, index: 1 }]} />));
    expect(screen.getByRole("list")).toHaveAttribute("data-layout", "single");
    const item = screen.getByRole("listitem");
    expect(item).not.toHaveClass("sm:col-span-1");
    expect(item.querySelector("source")).toHaveAttribute("sizes", "(min-width: 1280px) 1200px, 100vw");
  });

  it("shows the loading sign on the clicked image only", () => {
    render(withI18n(<ProjectImageGrid total={3} gallery={gallery(2)} items={[{ image: wide, index: 1 }, { image: tall, index: 2 }]} />));
    expect(screen.getByRole("button", { name: /image 3 of 3/ })).toContainElement(screen.getByRole("status"));
    expect(screen.getByRole("button", { name: /image 2 of 3/ })).not.toHaveAttribute("aria-busy");
  });
});
