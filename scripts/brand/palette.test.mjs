import { describe, expect, it } from "vitest";
import { contrast } from "./colour.mjs";
import { AA, AccentError, accentRoles, readPalette } from "./palette.mjs";

const palette = readPalette();

describe("accentRoles", () => {
  it("keeps an accent given per theme, and derives the roles around it", () => {
    const roles = accentRoles({ light: "#c2410c", dark: "#ff8a5b" }, palette);
    expect(roles.light.accent).toBe("#c2410c");
    expect(roles.dark.accent).toBe("#ff8a5b");
    // The mark's dot is drawn in the other theme's colours.
    expect([roles.light.mark, roles.dark.mark]).toEqual(["#ff8a5b", "#c2410c"]);
  });

  it("derives the dark theme's accent from one colour: the nearest shade that passes on every night surface", () => {
    const roles = accentRoles("#1d4ed8", palette);
    expect(roles.light.accent).toBe("#1d4ed8");
    expect(roles.dark.accent).not.toBe("#1d4ed8");
    for (const surface of ["night", "night-2", "night-3"]) expect(contrast(roles.dark.accent, palette[surface])).toBeGreaterThanOrEqual(AA);
  });

  it("gives every derived role AA on the surface it is set on, in both themes", () => {
    const roles = accentRoles("#c2410c", palette);
    expect(contrast(roles.light.accentOnAlt, palette["paper-2"])).toBeGreaterThanOrEqual(AA);
    expect(contrast(roles.light.onFeatureAccent, palette.ink)).toBeGreaterThanOrEqual(AA);
    expect(contrast(roles.dark.accentOnAlt, palette["night-2"])).toBeGreaterThanOrEqual(AA);
    expect(contrast(roles.dark.onFeatureAccent, palette["night-4"])).toBeGreaterThanOrEqual(AA);
    // The primary button's hover: the page's colour on the accent.
    expect(contrast(palette.paper, roles.light.accent)).toBeGreaterThanOrEqual(AA);
    expect(contrast(palette.night, roles.dark.accent)).toBeGreaterThanOrEqual(AA);
  });

  it("refuses an accent too light for the light theme, with the contrast found and a passing shade in each theme", () => {
    expect(() => accentRoles("#f0a000", palette)).toThrow(AccentError);
    expect(() => accentRoles("#f0a000", palette)).toThrow(
      'site.json: accent "#f0a000" fails WCAG AA (4.5:1 for text) where the site sets it:\n' +
      "    light theme: 2.01:1 against the page (#faf7f2); the nearest passing shade is #9c6706\n" +
      "    dark theme (derived #f0a000): 6.75:1 against a raised box (#2a2736), passes\n" +
      '  Use the passing shades: "accent": { "light": "#9c6706", "dark": "#f0a000" }',
    );
  });

  it("refuses a dark accent too dark for the night surfaces, naming the one that fails", () => {
    expect(() => accentRoles({ light: "#c2410c", dark: "#c2410c" }, palette)).toThrow(
      "    light theme: 4.84:1 against the page (#faf7f2), passes\n" +
      "    dark theme: 2.81:1 against a raised box (#2a2736); the nearest passing shade is #eb673b\n" +
      '  Use the passing shades: "accent": { "light": "#c2410c", "dark": "#eb673b" }',
    );
  });

  it("names a colour it cannot read", () => {
    expect(() => accentRoles("orange", palette)).toThrow('site.json: accent is "orange": write a colour as #rrggbb, such as "#c2410c"');
    expect(() => accentRoles({ light: "#c2410c", dark: "#fff" }, palette)).toThrow('site.json: accent.dark is "#fff"');
  });
});
