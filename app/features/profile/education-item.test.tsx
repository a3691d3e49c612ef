import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeIntersectionObserver } from "~/lib/intersection.test-helper";
import { EducationItem } from "./education-item";
import { ExperienceItem } from "./experience-item";
import { PROFILE } from "./profile.test-helper";

const entry = PROFILE.education[0]!;
const item = () =>
  render(
    <ul>
      <EducationItem entry={entry} coursesLabel="Courses" techLabel="Tools" />
    </ul>,
  );

describe("EducationItem", () => {
  beforeEach(() => void fakeIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the years, title, school, text, courses and tools with nothing to open", () => {
    item();
    expect(document.querySelector("details")).toBeNull();
    for (const text of [entry.title, entry.place, "About FE.", "HTML"]) expect(screen.getByText(text)).toBeInTheDocument();
    // The years twice: their own column from 768 px, the title line's end on a phone.
    expect(screen.getAllByText(entry.date)).toHaveLength(2);
    const courses = within(screen.getByRole("list", { name: "Courses" })).getAllByRole("listitem");
    expect(courses.map((li) => li.textContent)).toEqual(entry.courses);
  });

  it("opens the courses' running line with its label, shown from the list's own name", () => {
    item();
    const courses = screen.getByRole("list", { name: "Courses" });
    expect(courses.className).toContain("before:content-[attr(aria-label)]");
    expect(courses.className).toContain("[&>li]:inline");
    expect(screen.getByRole("list", { name: "Tools" }).className).not.toContain("before:content");
  });

  it("is a ruled row on the experience's own grid, so the two lists read as one and leave no hole", () => {
    const { container } = item();
    const role = render(
      <ul>
        <ExperienceItem entry={PROFILE.experience[0]!} techLabel="Tech used" />
      </ul>,
    ).container;
    const grid = (root: HTMLElement) => root.querySelector("li [class*='grid-cols-[8rem']")!.className.replace(/\breveal\b/, "").trim();
    expect(grid(container)).toBe(grid(role));
    expect(container.querySelector("li")!.className).toContain("border-b");
  });

  it("keeps the years on the title's line on a phone: they never wrap and never shrink", () => {
    item();
    const [column, onPhone] = screen.getAllByText(entry.date);
    expect(column!.className).toContain("max-md:hidden");
    expect(onPhone!.className).toContain("md:hidden");
    expect(onPhone!.className).toContain("whitespace-nowrap");
    expect(onPhone!.className).toContain("shrink-0");
  });
});
