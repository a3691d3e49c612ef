import { describe, expect, it } from "vitest";
import { CONTACT_MIN_FILL_MS } from "./limits";
import { honeypotFilled, remainingFillTime } from "./spam-guard";

describe("honeypotFilled", () => {
  it("trusts an empty honeypot, whitespace included", () => {
    expect(honeypotFilled("")).toBe(false);
    expect(honeypotFilled("  ")).toBe(false);
  });

  it("flags anything in the honeypot", () => {
    expect(honeypotFilled("https://spam.example")).toBe(true);
  });
});

describe("remainingFillTime", () => {
  it("holds nothing back once the minimum time since the first touch has passed", () => {
    expect(remainingFillTime(1_000, 1_000 + CONTACT_MIN_FILL_MS)).toBe(0);
    expect(remainingFillTime(1_000, 60_000)).toBe(0);
  });

  it("holds a fast message back for the rest of the minimum time", () => {
    expect(remainingFillTime(1_000, 1_500)).toBe(CONTACT_MIN_FILL_MS - 500);
  });

  it("holds a message back for the whole minimum time when no touch was recorded", () => {
    expect(remainingFillTime(null, 5_000)).toBe(CONTACT_MIN_FILL_MS);
  });
});
