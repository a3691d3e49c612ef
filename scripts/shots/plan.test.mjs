import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SHOTS, fileName, parseOptions, planShots } from "./plan.mjs";

describe("parseOptions", () => {
  it("takes every width, theme and language by default, into the temp folder", () => {
    const options = parseOptions([], {});
    expect(options).toMatchObject({
      out: join(tmpdir(), "screenshots"),
      only: null,
      widths: [390, 1440],
      themes: ["light", "dark"],
      lngs: ["en", "sv"],
      full: false,
      jobs: 2,
      port: 3000,
    });
  });

  it("narrows to the width, theme and language asked for, repeated or comma-separated", () => {
    const options = parseOptions(["--width", "390", "--theme", "dark", "--lng", "sv,en", "--out", "/tmp/x", "--full"], {});
    expect(options).toMatchObject({ widths: [390], themes: ["dark"], lngs: ["en", "sv"], out: "/tmp/x", full: true });
    expect(parseOptions(["--width", "1440", "--width", "390"], {}).widths).toEqual([390, 1440]);
  });

  it("reads the port from PORT, else 3000", () => {
    expect(parseOptions([], { PORT: "3104" }).port).toBe(3104);
    expect(parseOptions([], {}).port).toBe(3000);
  });

  it("refuses what it does not know instead of taking nothing", () => {
    expect(() => parseOptions(["--width", "800"], {})).toThrow(/--width must be one of 390, 1440/);
    expect(() => parseOptions(["--theme", "sepia"], {})).toThrow(/--theme/);
    expect(() => parseOptions(["--lng", "de"], {})).toThrow(/--lng/);
    expect(() => parseOptions(["--jobs", "0"], {})).toThrow(/--jobs/);
    expect(() => parseOptions(["--only", "("], {})).toThrow(/--only/);
    expect(() => parseOptions(["--colour", "red"], {})).toThrow();
  });
});

describe("planShots", () => {
  const all = planShots(parseOptions([], {}));

  it("takes each page in all 8 combinations and each state at the widths it exists at", () => {
    const count = (name) => all.filter((item) => item.shot.name === name).length;
    expect(count("page-home")).toBe(8);
    expect(count("page-not-found")).toBe(8);
    expect(count("lightbox")).toBe(8);
    expect(count("menu-open")).toBe(4);
    expect(all.filter((item) => item.shot.name === "menu-open").every((item) => item.width === 390)).toBe(true);
    expect(all.filter((item) => item.shot.name === "desktop-submenu").every((item) => item.width === 1440)).toBe(true);
    expect(new Set(all.map((item) => item.file)).size).toBe(all.length);
  });

  it("covers the pages and the interactive states", () => {
    expect(SHOTS.map((shot) => shot.name)).toEqual(
      expect.arrayContaining(["page-project", "page-post", "menu-submenu", "graphic-panel", "contact-sent", "contact-mailto", "tooltip"]),
    );
  });

  it("names files by width, theme, language and shot", () => {
    const shot = SHOTS.find((item) => item.name === "menu-open");
    expect(fileName({ width: 390, theme: "dark", lng: "sv", shot })).toBe("390-dark-sv-menu-open.png");
  });

  it("keeps only what --only and the other filters match", () => {
    const plan = planShots(parseOptions(["--only", "^menu", "--theme", "dark", "--lng", "sv"], {}));
    expect(plan.map((item) => item.file)).toEqual(["390-dark-sv-menu-open.png", "390-dark-sv-menu-submenu.png"]);
    expect(planShots(parseOptions(["--only", "menu-open", "--width", "1440"], {}))).toEqual([]);
  });
});
