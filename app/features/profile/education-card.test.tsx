import { fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeIntersectionObserver } from "~/lib/intersection.test-helper";
import { EducationCard } from "./education-card";
import { PROFILE } from "./profile.test-helper";

const entry = PROFILE.education[0]!;
const card = () => (
  <ul>
    <EducationCard entry={entry} coursesLabel="Courses" techLabel="Tools" />
  </ul>
);

describe("EducationCard", () => {
  beforeEach(() => void fakeIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the courses behind a closed disclosure named with their count", () => {
    render(card());
    const details = document.querySelector("details")!;
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")).toHaveTextContent(`Courses (${entry.courses.length})`);
    for (const course of entry.courses) expect(details).toContainElement(screen.getByText(course));
  });

  it("opens to the courses when its summary is clicked", () => {
    render(card());
    const details = document.querySelector("details")!;
    fireEvent.click(details.querySelector("summary")!);
    expect(details.open).toBe(true);
  });

  it("shows the years, title, school, text and tools without opening anything", () => {
    render(card());
    const details = document.querySelector("details")!;
    for (const text of [entry.date, entry.title, entry.place, "About FE.", "HTML"]) {
      const shown = screen.getByText(text);
      expect(details).not.toContainElement(shown);
    }
  });

  it("is a native disclosure in the prerendered HTML, so it opens without a script", () => {
    const html = renderToString(card());
    expect(html).toMatch(/<details[^>]*><summary/);
    for (const course of entry.courses) expect(html).toContain(course);
  });
});
