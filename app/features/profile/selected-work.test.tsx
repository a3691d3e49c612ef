import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { withI18n } from "~/test/i18n";
import { fakeImage } from "~/test/fake-image";
import { SelectedWork, type SelectedWorkItem } from "./selected-work";

const item = (n: number): SelectedWorkItem => ({
  urlTitle: `project-${n}`,
  title: `Project ${n}`,
  subTitle: `Field ${n}`,
  description: `What project ${n} is.`,
  image: fakeImage(`projects/project-${n}/cover`),
});

function cards(count: number) {
  const items = Array.from({ length: count }, (_, index) => item(index + 1));
  const router = createMemoryRouter([{ path: "/", element: <SelectedWork items={items} /> }]);
  render(withI18n(<RouterProvider router={router} />));
  return within(screen.getByRole("list")).getAllByRole("listitem");
}

describe("SelectedWork", () => {
  it("sets five covers as the first across two thirds and two rows, two stacked beside it, then two halves", () => {
    const items = cards(5);
    expect(items.map((li) => li.className.match(/lg:col-span-(\d+)/)?.[1])).toEqual(["8", "4", "4", "6", "6"]);
    expect(items.map((li) => li.className.includes("lg:row-span-2"))).toEqual([true, false, false, false, false]);
    // The first picture grows to the two rows' height rather than leave a hole under it.
    expect(within(items[0]!).getByTestId("work-cover").className).toContain("lg:flex-1");
  });

  it.each([3, 4])("with %i covers makes the first a feature across the row, its words beside its picture", (count) => {
    const [first, ...rest] = cards(count);
    expect(first!.className).toContain("lg:col-span-12");
    expect(within(first!).getByRole("link").className).toContain("lg:grid-cols-12");
    for (const li of rest) expect(li.querySelector("a")!.className).not.toContain("lg:grid");
  });

  it("keeps each card's topic, title and description together in one block under its picture", () => {
    const [first] = cards(5);
    const words = within(first!).getByTestId("work-words");
    expect(words).toHaveTextContent("Field 1Project 1What project 1 is.");
    expect(first!.querySelector("a")!.className).not.toContain("subgrid");
  });

  it("asks for each picture at the width of its slot", () => {
    const sizes = cards(5).map((li) => li.querySelector("source")!.getAttribute("sizes"));
    expect(sizes[0]).toMatch(/^\(min-width: 1024px\) 1080px/);
    expect(sizes[2]).toMatch(/^\(min-width: 1024px\) 360px/);
    expect(sizes[4]).toMatch(/^\(min-width: 1024px\) 270px/);
  });

  it("sets every cover after the first as a row on a phone, a small picture beside its type and title", () => {
    const [first, ...rest] = cards(5);
    expect(first!.querySelector("a")!.className).not.toContain("max-md:grid");
    expect(within(first!).getByTestId("work-description").className).not.toContain("max-md:hidden");
    for (const [index, li] of rest.entries()) {
      expect(li.querySelector("a")!.className).toContain("max-md:grid-cols-[8rem_minmax(0,1fr)]");
      expect(li.querySelector("source")!.getAttribute("sizes")).toMatch(/, 128px$/);
      // A row leaves its description to the project page on a phone; from 768 px it is there whole.
      const description = within(li).getByTestId("work-description");
      expect(description).toHaveTextContent(`What project ${index + 2} is.`);
      expect(description.className).toContain("max-md:hidden");
      expect(description.className).not.toMatch(/line-clamp|truncate/);
    }
  });

  it("sets the fourth and fifth of five as rows from 1024 px, a picture beside its words", () => {
    const items = cards(5);
    expect(items.map((li) => li.querySelector("a")!.className.includes("lg:grid-cols-2"))).toEqual([false, false, false, true, true]);
  });
});
