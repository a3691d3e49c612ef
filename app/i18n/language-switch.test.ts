import { describe, expect, it } from "vitest";
import { isLanguageSwitch, languageSwitchState } from "./language-switch";

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
