// @vitest-environment node
import { describe, expect, it } from "vitest";
import { siteSchema } from "./schemas";

// site.json's brand fields as the owner writes them (the contrast itself is the build's brand
// step's to check: scripts/brand/palette.mjs).
const MINIMAL = { languages: ["en", "sv"], siteUrl: "https://kim.dev", email: "hello@kim.dev" };

describe("site.json's accent and typefaces", () => {
  it("takes one accent, or one per theme, and the two typefaces", () => {
    expect(siteSchema.safeParse({ ...MINIMAL, accent: "#1d4ed8" }).success).toBe(true);
    expect(siteSchema.safeParse({ ...MINIMAL, accent: { light: "#c2410c", dark: "#ff8a5b" } }).success).toBe(true);
    expect(siteSchema.safeParse({ ...MINIMAL, typefaces: { display: "Inter", body: "fonts/Mine.woff2" } }).success).toBe(true);
  });

  it("says how to write a colour it cannot read", () => {
    const result = siteSchema.safeParse({ ...MINIMAL, accent: "blue" });
    expect(result.error?.issues.map((issue) => issue.message))
      .toContain('must be a colour written #rrggbb, such as "#c2410c" (got "blue")');
  });

  it("refuses a typeface role it does not know", () => {
    expect(siteSchema.safeParse({ ...MINIMAL, typefaces: { heading: "Inter" } }).success).toBe(false);
  });
});
