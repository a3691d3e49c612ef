import { describe, expect, it } from "vitest";
import { formatPostDate } from "./format-post-date";

describe("formatPostDate", () => {
  it("writes the date the English way", () => {
    expect(formatPostDate("2025-02-11", "en")).toBe("February 11, 2025");
  });

  it("writes the date the Swedish way", () => {
    expect(formatPostDate("2025-02-11", "sv")).toBe("11 februari 2025");
  });

  it("keeps the calendar day whatever the reader's time zone", () => {
    expect(formatPostDate("2025-01-01", "en")).toBe("January 1, 2025");
    expect(formatPostDate("2025-12-31", "sv")).toBe("31 december 2025");
  });
});
