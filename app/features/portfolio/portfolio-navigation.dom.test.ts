import { afterEach, describe, expect, it } from "vitest";
import { ACTIVE_SECTION_KEY } from "~/lib/constants";
import { backTarget, projectPath, readRememberedSection, rememberSection } from "./portfolio-navigation";

describe("backTarget", () => {
  it("prefers the section from the navigation state", () => {
    expect(backTarget({ fromSection: "backend" }, "frontend")).toBe("/portfolio#backend");
  });

  it("falls back to the section saved in session storage", () => {
    expect(backTarget(null, "fullstack")).toBe("/portfolio#fullstack");
    expect(backTarget({ other: 1 }, "graphic-design")).toBe("/portfolio#graphic-design");
  });

  it("goes to the top of the portfolio when neither is known", () => {
    expect(backTarget(undefined, null)).toBe("/portfolio");
  });

  it("ignores values that are not portfolio sections", () => {
    expect(backTarget({ fromSection: "who-am-i" }, "javascript:alert(1)")).toBe("/portfolio");
    expect(backTarget({ fromSection: 42 }, "frontend")).toBe("/portfolio#frontend");
  });
});

describe("projectPath", () => {
  it("encodes the urlTitle for cards and leaves it plain for the top 5", () => {
    expect(projectPath("å ä")).toBe("/portfolio/%C3%A5%20%C3%A4");
    expect(projectPath("å ä", { encode: false })).toBe("/portfolio/å ä");
    expect(projectPath("msb")).toBe("/portfolio/msb");
  });
});

describe("rememberSection", () => {
  afterEach(() => sessionStorage.clear());

  it("saves the section under activeSection for the session", () => {
    rememberSection("backend");
    expect(sessionStorage.getItem(ACTIVE_SECTION_KEY)).toBe("backend");
    expect(readRememberedSection()).toBe("backend");
  });
});
