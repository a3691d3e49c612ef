import { describe, expect, it } from "vitest";
import { CONTACT_MIN_FILL_MS } from "~/lib/constants";
import { looksAutomated } from "./spam-guard";

describe("looksAutomated", () => {
  it("trusts an empty honeypot after the minimum fill time", () => {
    expect(looksAutomated("", 0, CONTACT_MIN_FILL_MS)).toBe(false);
  });

  it("flags anything in the honeypot", () => {
    expect(looksAutomated("https://spam.example", 0, 60_000)).toBe(true);
  });

  it("flags a form sent faster than a person can write", () => {
    expect(looksAutomated("", 0, CONTACT_MIN_FILL_MS - 1)).toBe(true);
  });
});
