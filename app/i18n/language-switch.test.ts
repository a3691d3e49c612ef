import { describe, expect, it } from "vitest";
import { isLanguageSwitch, languageSwitchState, revalidateOnLanguageChange } from "./language-switch";

describe("language switch state", () => {
  it("marks a switch and keeps the state it had", () => {
    const state = languageSwitchState({ fromSection: "frontend" });
    expect(isLanguageSwitch(state)).toBe(true);
    expect(state.fromSection).toBe("frontend");
  });

  it("marks a switch from no state", () => {
    expect(isLanguageSwitch(languageSwitchState(null))).toBe(true);
  });

  it("does not take other state for a switch", () => {
    for (const state of [null, undefined, "x", { fromSection: "frontend" }, { languageSwitch: "yes" }]) {
      expect(isLanguageSwitch(state)).toBe(false);
    }
  });
});

describe("revalidateOnLanguageChange", () => {
  const move = (from: string, to: string, defaultShouldRevalidate = false) =>
    revalidateOnLanguageChange({
      currentUrl: new URL(from, "http://localhost"),
      nextUrl: new URL(to, "http://localhost"),
      currentParams: {},
      nextParams: {},
      defaultShouldRevalidate,
    });

  it("fetches the twin's data when the address changes language", () => {
    expect(move("/portfolio", "/sv/portfolio")).toBe(true);
    expect(move("/sv/blog/a-post", "/blog/a-post")).toBe(true);
  });

  it("otherwise keeps React Router's choice", () => {
    expect(move("/portfolio", "/portfolio/frontend")).toBe(false);
    expect(move("/sv/portfolio", "/sv/portfolio/x", true)).toBe(true);
  });
});
