import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeIntersectionObserver } from "~/lib/intersection.test-helper";
import { withI18n } from "~/test/i18n";
import { TEXTS } from "~/test/owner-texts";
import { PROFILE } from "./profile.test-helper";
import { ProfilePage } from "./profile-page";

vi.mock("~/components/ui/hero-picture", () => ({ HeroPicture: () => <div data-testid="hero-picture" /> }));

// A new site (npm run new:site) starts with no experience, education or hobbies.
const EMPTY = { ...PROFILE, experience: [], education: [], hobbies: [] };

describe("a profile with no experience, education or hobbies", () => {
  beforeEach(() => void fakeIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it("keeps each section's heading and intro, the way to the work and the call to write, with no empty list", () => {
    render(withI18n(<MemoryRouter><ProfilePage profile={EMPTY} texts={TEXTS} /></MemoryRouter>));
    const experience = screen.getByRole("region", { name: "Experience" });
    expect(within(experience).getByText(TEXTS.profile.experience)).toBeVisible();
    const education = screen.getByRole("region", { name: "Education" });
    expect(within(education).getByText(TEXTS.profile.educationExplore, { exact: false })).toBeVisible();
    expect(within(education).getByRole("link", { name: /portfolio|work/i })).toBeVisible();
    const hobbies = screen.getByRole("region", { name: "Hobbies" });
    expect(within(hobbies).getByRole("link", { name: /contact|message|touch/i })).toHaveAttribute("href", "/contact/");
    for (const region of [experience, education, hobbies]) expect(within(region).queryByRole("list")).toBeNull();
  });
});
