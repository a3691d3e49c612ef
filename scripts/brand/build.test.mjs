import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { brandFiles } from "./build.mjs";

const SITE = { siteUrl: "https://brand.test", email: "a@brand.test" };

// Every folder a test makes is removed after it.
const temps = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function contentFolder(files = {}) {
  const folder = mkdtempSync(join(tmpdir(), "brand-"));
  temps.push(folder);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(folder, name, ".."), { recursive: true });
    writeFileSync(join(folder, name), text);
  }
  return folder;
}

/** The declarations of the first unlayered rule for `selector`, by property. */
function rule(css, selector) {
  const body = new RegExp(`^${selector.replace(".", "\\.")} \\{([^}]*)\\}`, "m").exec(css)?.[1] ?? "";
  return Object.fromEntries([...body.matchAll(/(--[a-z-]+): ([^;]+);/g)].map(([, name, value]) => [name, value]));
}

describe("brand.css", () => {
  it("sets another accent and another shipped face for headings and text, in both themes", async () => {
    const site = { ...SITE, accent: "#1d4ed8", typefaces: { display: "Inter", body: "Space Grotesk" } };
    const css = String((await brandFiles(site, contentFolder()))["brand.css"]);
    expect(rule(css, ":root")).toMatchObject({
      "--color-accent": "#1d4ed8",
      "--font-display": expect.stringMatching(/^"Inter Variable", "Inter Fallback", /),
      "--font-sans": expect.stringMatching(/^"Space Grotesk Variable", "Space Grotesk Fallback", /),
    });
    expect(rule(css, ".dark")["--color-accent"]).toMatch(/^#[0-9a-f]{6}$/);
    expect(rule(css, ".dark")["--color-accent"]).not.toBe("#1d4ed8");
    expect(rule(css, ".uppercase")["--font-display"]).toMatch(/^"Inter Variable", "Inter Caps Fallback", /);
    const face = (family, file) =>
      `font-family: "${family}";\n  font-style: normal;\n  font-display: swap;\n  font-weight: 400 700;\n  src: url("./${file}")`;
    expect(css).toContain(face("Inter Variable", "display.woff2"));
    expect(css).toContain(face("Space Grotesk Variable", "body.woff2"));
    // Each face's fallback at both weights, sized like it.
    for (const fallback of ["Inter Fallback", "Space Grotesk Fallback", "Inter Caps Fallback"]) {
      const faces = css.split("@font-face").filter((face) => face.includes(`font-family: "${fallback}";`));
      expect(faces.map((face) => /font-weight: ([^;]+);/.exec(face)?.[1])).toEqual(["100 500", "600 900"]);
      for (const face of faces) expect(face).toMatch(/size-adjust: [\d.]+%;\s*ascent-override: [\d.]+%;\s*descent-override: [\d.]+%;/);
    }
  });

  it("keeps the demo's look without an accent or typefaces", async () => {
    const css = String((await brandFiles(SITE, contentFolder()))["brand.css"]);
    expect(rule(css, ":root")["--color-accent"]).toBe("#c2410c");
    expect(rule(css, ".dark")["--color-accent"]).toBe("#ff8a5b");
    expect(rule(css, ":root")["--font-display"]).toMatch(/^"Space Grotesk Variable", /);
    expect(rule(css, ":root")["--font-sans"]).toMatch(/^"Inter Variable", /);
  });

  it("declares one face when display and body are the same", async () => {
    const css = String((await brandFiles({ ...SITE, typefaces: { display: "Inter", body: "Inter" } }, contentFolder()))["brand.css"]);
    expect(css.match(/url\("\.\/[a-z]+\.woff2"\)/g)).toEqual(['url("./display.woff2")']);
  });
});

describe("the page icons", () => {
  const paths = (svg) => [...String(svg).matchAll(/<path d="([^"]+)"/g)].map(([, d]) => d);

  it("draw the logo's letters as outlines, the same letters in both themes, other letters for another logo", async () => {
    const sr = await brandFiles({ ...SITE, logo: "SR" }, contentFolder());
    const rf = await brandFiles({ ...SITE, logo: "RF" }, contentFolder());
    expect(paths(sr["favicon-light.svg"])).toHaveLength(1);
    expect(paths(sr["favicon-light.svg"])[0].length).toBeGreaterThan(100);
    expect(paths(sr["favicon-dark.svg"])).toEqual(paths(sr["favicon-light.svg"]));
    expect(paths(rf["favicon-light.svg"])).not.toEqual(paths(sr["favicon-light.svg"]));
    // Light letters on ink by day, ink on light at night; no text, which a favicon could not set.
    expect(String(sr["favicon-light.svg"])).toContain('<rect width="48" height="48" rx="12" fill="#17151f"/>');
    expect(String(sr["favicon-dark.svg"])).toContain('<rect width="48" height="48" rx="12" fill="#f3efe7"/>');
    expect(String(sr["favicon-light.svg"])).not.toContain("<text");
  });

  it("are set in the display face: another face draws other outlines", async () => {
    const grotesk = await brandFiles({ ...SITE, logo: "SR" }, contentFolder());
    const inter = await brandFiles({ ...SITE, logo: "SR", typefaces: { display: "Inter" } }, contentFolder());
    expect(paths(inter["favicon-light.svg"])).not.toEqual(paths(grotesk["favicon-light.svg"]));
  });

  it("are the owner's own logo.svg and logo-dark.svg when they add them", async () => {
    const light = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="red"/></svg>';
    const dark = light.replace("red", "blue");
    const files = await brandFiles({ ...SITE, logo: "SR" }, contentFolder({ "logo.svg": light, "logo-dark.svg": dark }));
    expect([String(files["favicon-light.svg"]), String(files["favicon-dark.svg"])]).toEqual([light, dark]);
  });
});

describe("the build's brand step", () => {
  it("stops on a failing accent with the contrast found and a passing shade", () => {
    const folder = contentFolder({ "site.json": JSON.stringify({ ...SITE, accent: "#f0a000" }) });
    const env = { ...process.env, CONTENT_DIR: folder };
    const run = spawnSync(process.execPath, ["scripts/brand/build.mjs"], { env, encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("light theme: 2.01:1 against the page (#faf7f2); the nearest passing shade is #9c6706");
  });
});
