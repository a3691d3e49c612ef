import { describe, expect, it } from "vitest";
import { sidebarWidth } from "./sidebar-width";

describe("sidebarWidth", () => {
  it("is wide when the side bar is wider than 37 px", () => {
    expect(sidebarWidth(55, 400)).toBe(55);
    expect(sidebarWidth(38, 1400)).toBe(55);
  });
  it("is narrow when the side bar is 37 px or less", () => {
    expect(sidebarWidth(37, 1400)).toBe(37);
  });
  it("uses the window width when there is no side bar", () => {
    expect(sidebarWidth(null, 768)).toBe(55);
    expect(sidebarWidth(null, 767)).toBe(37);
  });
});
