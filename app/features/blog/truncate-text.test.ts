import { describe, expect, it } from "vitest";
import { BLOG_CARD_CONTENT_LENGTH } from "~/lib/constants";
import { truncateText } from "./truncate-text";

const LONG =
  "The card on the Prodigies course platform appears in four places: a three-column grid, a narrow sidebar, a carousel on the front page and a full-width list for teachers.";

describe("truncateText", () => {
  it("keeps text that fits, without an ellipsis", () => {
    expect(truncateText("Short and sweet.", 160)).toBe("Short and sweet.");
    const exact = "a".repeat(160);
    expect(truncateText(exact, 160)).toBe(exact);
  });

  it("cuts longer text to at most the limit plus an ellipsis, at a word boundary", () => {
    const out = truncateText(LONG, BLOG_CARD_CONTENT_LENGTH);
    expect(LONG.length).toBeGreaterThan(BLOG_CARD_CONTENT_LENGTH);
    expect(out.endsWith("…")).toBe(true);
    expect(out.length).toBeLessThanOrEqual(BLOG_CARD_CONTENT_LENGTH + 1);
    const kept = out.slice(0, -1);
    expect(LONG.startsWith(kept)).toBe(true);
    // The next character of the original is a space: no word was split.
    expect(LONG.charAt(kept.length)).toMatch(/[\s,]/);
  });

  it("keeps a word that ends exactly at the limit", () => {
    expect(truncateText("one two three", 7)).toBe("one two…");
  });

  it("drops punctuation left dangling before the ellipsis", () => {
    expect(truncateText("Grid, sidebar, carousel and list", 14)).toBe("Grid, sidebar…");
  });

  it("cuts a single over-long word rather than returning nothing", () => {
    expect(truncateText("supercalifragilistic", 5)).toBe("super…");
  });
});
