import { fireEvent, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeIntersectionObserver } from "~/lib/intersection.test-helper";
import { withI18n } from "~/test/i18n";
import { ExperienceItem } from "./experience-item";
import { PROFILE } from "./profile.test-helper";

const entry = PROFILE.experience[0]!;
const item = (changes: Partial<typeof entry> = {}) =>
  render(withI18n(<ol><ExperienceItem entry={{ ...entry, ...changes }} techLabel="Tech used" /></ol>));

describe("ExperienceItem", () => {
  beforeEach(() => void fakeIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it("folds its text behind a closed More that opens without a script's help", () => {
    item();
    const details = document.querySelector("details[data-fold]") as HTMLDetailsElement;
    expect(details.open).toBe(false);
    // The text stays in the page, beside the fold, not inside it: from 768 px it simply shows.
    expect(details).not.toHaveTextContent("What I did");
    expect(document.querySelector(".prose")).toHaveTextContent("What I did at Brutal.");
    fireEvent.click(details.querySelector("summary")!);
    expect(details.open).toBe(true);
  });

  it("has no fold when there is no text and no tool past the two always shown", () => {
    item({ description: " ", tech: entry.tech.slice(0, 2) });
    expect(document.querySelector("details")).toBeNull();
  });

  it("folds tools past the first two even without text", () => {
    item({ description: "", tech: [...entry.tech, ...entry.tech] });
    expect(document.querySelector("details[data-fold]")).not.toBeNull();
  });
});
