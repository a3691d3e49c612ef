import { render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeIntersectionObserver } from "~/lib/intersection.test-helper";
import { withI18n } from "~/test/i18n";
import { ExperienceItem } from "./experience-item";
import { PROFILE } from "./profile.test-helper";

const entry = PROFILE.experience[0]!;
const item = (shown = entry) => render(withI18n(<ol><ExperienceItem entry={shown} techLabel="Tech used" /></ol>));

describe("ExperienceItem", () => {
  beforeEach(() => void fakeIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it("is one row of dates, name, role, text and tech, with nothing folded", () => {
    item();
    const row = screen.getByRole("article");
    expect(row.firstElementChild).toHaveTextContent(entry.date);
    expect(within(row).getByRole("heading", { name: "Brutal" })).toBeInTheDocument();
    expect(row).toHaveTextContent("Role at Brutal");
    expect(row).toHaveTextContent("What I did at Brutal.");
    const tech = within(within(row).getByRole("list", { name: "Tech used" })).getAllByRole("listitem");
    expect(tech.map((li) => li.textContent)).toEqual(["React", "SQL"]);
    expect(row.querySelector("details")).toBeNull();
  });

  it("shows what was done whole, never clamped to a few lines", () => {
    item();
    const text = screen.getByText("What I did at Brutal.");
    for (let el: HTMLElement | null = text; el && el.tagName !== "LI"; el = el.parentElement) {
      expect(el.className).not.toMatch(/line-clamp|truncate/);
    }
  });

  it("shows the owner's summary instead of the description when there is one", () => {
    item({ ...entry, summary: "Built the drum machine." });
    const row = screen.getByRole("article");
    expect(row).toHaveTextContent("Built the drum machine.");
    expect(row).not.toHaveTextContent("What I did at Brutal.");
  });
});
