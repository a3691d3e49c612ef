import { describe, expect, it } from "vitest";
import { PROFILE_SECTIONS } from "./sections";
import { addressFor, loadTarget, mostVisibleSection, sectionInPath } from "./section-tracking";

const sections = PROFILE_SECTIONS;
const base = { sections, pathname: "/", hash: "", stored: null, firstLoad: true };

describe("sectionInPath", () => {
  it("reads the section from /profile/{id} and nothing from the page's own paths", () => {
    expect(sectionInPath("/profile/education", sections)).toBe("education");
    expect(sectionInPath("/profile/education/", sections)).toBe("education");
    expect(sectionInPath("/profile", sections)).toBeNull();
    expect(sectionInPath("/", sections)).toBeNull();
    expect(sectionInPath("/profile/nope", sections)).toBeNull();
  });
});

describe("loadTarget", () => {
  it("scrolls to a known hash first", () => {
    expect(loadTarget({ ...base, hash: "#experience", stored: "hobbies" })).toEqual({ target: "experience", unknownHash: null });
  });

  it("ignores an unknown hash, reports it, and falls back to the stored section", () => {
    expect(loadTarget({ ...base, hash: "#nowhere", stored: "hobbies" })).toEqual({ target: "hobbies", unknownHash: "nowhere" });
  });

  it("uses the section in the path before the stored one", () => {
    expect(loadTarget({ ...base, pathname: "/profile/education", stored: "hobbies" }).target).toBe("education");
  });

  it("restores the stored section on a document load only, and only a known one", () => {
    expect(loadTarget({ ...base, stored: "hobbies" }).target).toBe("hobbies");
    expect(loadTarget({ ...base, stored: "hobbies", firstLoad: false }).target).toBeNull();
    expect(loadTarget({ ...base, stored: "frontend" }).target).toBeNull();
    expect(loadTarget(base)).toEqual({ target: null, unknownHash: null });
  });

  it("decodes the hash", () => {
    expect(loadTarget({ ...base, hash: "#web%2Dskills" }).target).toBe("web-skills");
  });
});

describe("mostVisibleSection", () => {
  const boxes = [
    { id: "a", top: -500, bottom: 100 },
    { id: "b", top: 100, bottom: 700 },
    { id: "c", top: 700, bottom: 1200 },
  ];

  it("picks the section covering most of the viewport", () => {
    expect(mostVisibleSection(boxes, 900, false)).toBe("b");
  });

  it("picks the last section at the end of the page when it is on screen", () => {
    expect(mostVisibleSection(boxes, 900, true)).toBe("c");
    expect(mostVisibleSection([{ id: "a", top: 0, bottom: 900 }, { id: "z", top: 950, bottom: 990 }], 900, true)).toBe("a");
  });

  it("returns null when nothing is on screen", () => {
    expect(mostVisibleSection([{ id: "a", top: 1000, bottom: 1200 }], 900, false)).toBeNull();
  });
});

describe("addressFor", () => {
  const options = { sections, basePath: "/profile", pagePath: "/" };

  it("is /profile/{id}/, the canonical form, for a section the address does not name yet", () => {
    expect(addressFor("education", { ...options, pathname: "/" })).toBe("/profile/education/");
    expect(addressFor("home", { ...options, pathname: "/profile/education" })).toBe("/profile/home/");
    expect(addressFor("home", { ...options, pathname: "/profile/education/" })).toBe("/profile/home/");
  });

  it("reads an address with or without its trailing slash alike", () => {
    expect(addressFor("education", { ...options, pathname: "/profile/education/" })).toBeNull();
    expect(addressFor("home", { ...options, pathname: "/profile/" })).toBeNull();
    expect(addressFor("hobbies", { ...options, pagePath: "/sv/", basePath: "/sv/profile", pathname: "/sv/" })).toBe("/sv/profile/hobbies/");
  });

  it("leaves an address that already names the section alone; / and /profile name the first", () => {
    expect(addressFor("education", { ...options, pathname: "/profile/education" })).toBeNull();
    expect(addressFor("home", { ...options, pathname: "/" })).toBeNull();
    expect(addressFor("home", { ...options, pathname: "/profile" })).toBeNull();
  });

  it("leaves another page's address alone: a followed link put it there before this page left", () => {
    expect(addressFor("hobbies", { ...options, pathname: "/contact" })).toBeNull();
    expect(addressFor("hobbies", { ...options, pathname: "/portfolio/education" })).toBeNull();
    expect(addressFor("hobbies", { ...options, pagePath: "/sv", basePath: "/sv/profile", pathname: "/" })).toBeNull();
    expect(addressFor("hobbies", { ...options, pagePath: "/sv", basePath: "/sv/profile", pathname: "/sv" })).toBe("/sv/profile/hobbies/");
  });
});
