import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeIntersectionObserver } from "~/lib/intersection.test-helper";
import { EducationCard } from "./education-card";
import { PROFILE } from "./profile.test-helper";

const entry = PROFILE.education[0]!;
const card = () =>
  render(
    <ul>
      <EducationCard entry={entry} coursesLabel="Courses" techLabel="Tools" />
    </ul>,
  );

describe("EducationCard", () => {
  beforeEach(() => void fakeIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the years, title, school, text, courses and tools with nothing to open", () => {
    card();
    expect(document.querySelector("details")).toBeNull();
    for (const text of [entry.date, entry.title, entry.place, "About FE.", "HTML"]) expect(screen.getByText(text)).toBeInTheDocument();
    const courses = within(screen.getByRole("list", { name: "Courses" })).getAllByRole("listitem");
    expect(courses.map((li) => li.textContent)).toEqual(entry.courses);
  });

  it("opens the courses' running line with its label, shown from the list's own name", () => {
    card();
    const courses = screen.getByRole("list", { name: "Courses" });
    expect(courses.className).toContain("before:content-[attr(aria-label)]");
    expect(courses.className).toContain("[&>li]:inline");
    expect(screen.getByRole("list", { name: "Tools" }).className).not.toContain("before:content");
  });

  it("keeps the years on the title's line: a column of their own that never wraps", () => {
    card();
    const years = screen.getByText(entry.date);
    const title = screen.getByRole("heading", { name: entry.title });
    expect(years.parentElement).toBe(title.parentElement);
    expect(years.parentElement!.className).toContain("grid-cols-[minmax(0,1fr)_auto]");
    expect(years.className).toContain("whitespace-nowrap");
  });
});
