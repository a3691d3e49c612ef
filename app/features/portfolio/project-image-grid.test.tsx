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
  it("lays images out by span, each row full, and opens each at its own slide", () => {
    const state = gallery();
    render(withI18n(<ProjectImageGrid total={3} gallery={state} items={[{ image: wide, index: 1 }, { image: tall, index: 2 }]} />));
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.dataset.span)).toEqual(["wide", "tall"]);
    expect(items[0]).toHaveClass("md:col-span-2");
    expect(items[1]).toHaveClass("md:col-span-1");
    // In two columns (from sm) the wide image narrows to sit beside the tall one: one full row.
    expect(items[0]).toHaveClass("sm:col-span-1");
    expect(items[1]).toHaveClass("sm:col-span-1");
    // On a phone's one column each image takes the width at its own aspect, uncropped.
    expect(screen.getByRole("list")).toHaveClass("grid-cols-1");
    expect(items[0]!.querySelector("img")).toHaveClass("h-auto");
    expect(items[0]!.querySelector("source")).toHaveAttribute("sizes", "(min-width: 768px) 67vw, (min-width: 640px) 50vw, 100vw");
    screen.getByRole("button", { name: /image 3 of 3.*Phone/ }).click();
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
