import { describe, expect, it } from "vitest";
import { groupByYear } from "./year-groups";

const post = (date: string) => ({ date, urlTitle: date });

describe("groupByYear", () => {
  it("heads each run of posts with the year of their dates, newest first", () => {
    const groups = groupByYear([post("2026-02-01"), post("2025-12-31"), post("2025-01-01"), post("2023-06-15")]);
    expect(groups.map((group) => [group.year, group.posts.map((p) => p.date)])).toEqual([
      ["2026", ["2026-02-01"]],
      ["2025", ["2025-12-31", "2025-01-01"]],
      ["2023", ["2023-06-15"]],
    ]);
  });

  it("reads the year from the date as written, whatever the time zone (1 January stays in its year)", () => {
    expect(groupByYear([post("2024-01-01")])[0]?.year).toBe("2024");
  });

  it("has no groups for no posts", () => {
    expect(groupByYear([])).toEqual([]);
  });
});
