import { describe, expect, it } from "vitest";
import { formatYearRange } from "./format";

describe("formatYearRange", () => {
  it.each([
    ["2023 – 2025", "2023–2025"],
    ["2023 - 2025", "2023–2025"],
    ["2023-2025", "2023–2025"],
    ["2023 — 2025", "2023–2025"],
    ["2023–2025", "2023–2025"],
    [" 2023 –2025 ", "2023–2025"],
  ])("closes up %j with an en dash", (text, expected) => {
    expect(formatYearRange(text)).toBe(expected);
  });

  it("closes up a span that ends in a word or two, or is open, and runs a Swedish span to \"i dag\"", () => {
    expect(formatYearRange("2025 – nu")).toBe("2025–i dag");
    expect(formatYearRange("2025–Nu")).toBe("2025–i dag");
    expect(formatYearRange("2025 – i dag")).toBe("2025–i dag");
    expect(formatYearRange("2025 - present")).toBe("2025–present");
    expect(formatYearRange("2025 –")).toBe("2025–");
  });

  it.each(["2023", "hösten 2022 – vintern 2023", "spring 2024", "Ongoing since 2023", ""])("leaves %j as written", (text) => {
    expect(formatYearRange(text)).toBe(text);
  });
});
