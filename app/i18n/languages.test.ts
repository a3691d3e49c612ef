import { describe, expect, it } from "vitest";
import { toLanguage } from "./languages";

describe("toLanguage", () => {
  it.each([
    ["en", "en"],
    ["sv", "sv"],
    ["sv-SE", "sv"],
    ["EN_gb", "en"],
  ])("accepts %s as %s", (code, expected) => {
    expect(toLanguage(code)).toBe(expected);
  });

  it.each(["xx", "de", "", null, undefined, "purple"])("rejects %s", (code) => {
    expect(toLanguage(code)).toBeNull();
  });
});
