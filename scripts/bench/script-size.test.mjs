import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { firstLoadReport, firstLoadScripts } from "./script-size.mjs";

// Every folder a test makes is removed after it.
const temps = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fakeBuild(files) {
  const root = mkdtempSync(join(tmpdir(), "script-size-"));
  temps.push(root);
  mkdirSync(join(root, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, "assets", name), text);
  return root;
}

const page = (bootstrap) => `<html><body><script>inline()</script><script type="module">${bootstrap}</script></body></html>`;

describe("firstLoadScripts", () => {
  it("follows the bootstrap's modules and their static imports, not their dynamic ones", () => {
    const root = fakeBuild({
      "entry.js": 'import{a as b}from"./vendor.js";import"./side.js";b(()=>import("./lazy.js"))',
      "vendor.js": "export const a=1",
      "side.js": "",
      "route.js": 'import{a}from"./vendor.js";',
      "lazy.js": "",
    });
    const html = page('for (const href of ["/assets/route.js"]) x(href);\nimport("/assets/entry.js");');
    expect(firstLoadScripts(html, root).sort()).toEqual(["/assets/entry.js", "/assets/route.js", "/assets/side.js", "/assets/vendor.js"]);
  });

  it("sums the brotli sizes, largest first, and names a script the build lacks", () => {
    const root = fakeBuild({ "a.js": "x".repeat(5000) + Math.random().toString(36).repeat(200), "b.js": "y" });
    const report = firstLoadReport(page('import("/assets/a.js"); import("/assets/b.js");'), root);
    expect(report.scripts.map((s) => s.url)).toEqual(["/assets/a.js", "/assets/b.js"]);
    expect(report.brotli).toBe(report.scripts[0].brotli + report.scripts[1].brotli);
    expect(report.brotli).toBeLessThan(report.raw);
    expect(() => firstLoadScripts(page('import("/assets/gone.js");'), root)).toThrow(/gone\.js/);
  });
});
