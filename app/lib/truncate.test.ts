import { describe, expect, it } from "vitest";
import { truncate } from "./truncate";

const LIMIT = 110;

describe("truncate", () => {
  it("leaves text that fits unchanged", () => {
    expect(truncate("A short line.", 20)).toBe("A short line.");
    expect(truncate("x".repeat(110), 110)).toBe("x".repeat(110));
  });

  it("cuts on a word boundary and adds an ellipsis", () => {
    expect(truncate("The quick brown fox jumps", 13)).toBe("The quick…");
    expect(truncate("The quick brown fox jumps", 15)).toBe("The quick brown…");
  });

  it("keeps the visible text within the limit", () => {
    const text =
      "A drum machine in the browser with sample-accurate timing, pattern sharing by link and an ASP.NET Core API behind it.";
    const result = truncate(text, LIMIT);
    expect(result.endsWith("…")).toBe(true);
    expect(result.length - 1).toBeLessThanOrEqual(LIMIT);
    expect(text.startsWith(result.slice(0, -1))).toBe(true);
  });

  it("drops punctuation left dangling before the ellipsis", () => {
    expect(truncate("Fast, small, accessible and kind", 12)).toBe("Fast, small…");
  });

  it("drops a bracket or quote left open before the ellipsis", () => {
    expect(truncate("or a 200 with { success: true }", 16)).toBe("or a 200 with…");
    expect(truncate("see the note ( below ) here", 14)).toBe("see the note…");
  });

  it("cuts a single overlong word rather than returning nothing", () => {
    expect(truncate("abcdefghij", 4)).toBe("abcd…");
  });

  it("collapses whitespace before measuring", () => {
    expect(truncate("  two\n  words ", 20)).toBe("two words");
  });
});
