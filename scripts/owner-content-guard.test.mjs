// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const GUARD = join(import.meta.dirname, "owner-content-guard.mjs");

/** Runs `code` in a node process with the guard on `guarded`; returns its status and the log. */
function runGuarded(code, guarded, log) {
  const { status, stderr } = spawnSync(process.execPath, ["--import", GUARD, "--input-type=module", "-e", code], {
    env: { PATH: process.env.PATH, OWNER_CONTENT_GUARD: guarded, OWNER_CONTENT_GUARD_LOG: log },
    encoding: "utf8",
  });
  return { status, stderr, logged: readFileSync(log, "utf8") };
}

describe("the owner-content guard", () => {
  const root = mkdtempSync(join(tmpdir(), "guard-"));
  const owner = join(root, "owners-folder");
  mkdirSync(owner);
  writeFileSync(join(owner, "site.json"), "{}");
  writeFileSync(join(root, "other.json"), "{}");

  it.each([
    ["a named import", `import { readFileSync } from "node:fs"; readFileSync("${owner}/site.json");`],
    ["the promises API", `import { readFile } from "node:fs/promises"; await readFile("${owner}/site.json");`],
    ["a folder listing", `import fs from "node:fs"; fs.readdirSync("${owner}");`],
  ])("refuses a read of the guarded folder through %s, and logs it", (_, code) => {
    const log = join(root, `log-${Math.random()}`);
    writeFileSync(log, "");
    const { status, logged } = runGuarded(code, owner, log);
    expect(status).not.toBe(0);
    expect(logged).toContain(`${owner}`);
    expect(logged).toContain("use e2e/content or a fixture of its own");
  });

  it("logs a refused read even when the caller catches the error", () => {
    const log = join(root, "log-caught");
    writeFileSync(log, "");
    const code = `import { existsSync } from "node:fs"; try { existsSync("${owner}/site.json"); } catch {}`;
    const { status, logged } = runGuarded(code, owner, log);
    expect(status).toBe(0);
    expect(logged).toContain(`${owner}/site.json`);
  });

  it("lets every other read through", () => {
    const log = join(root, "log-other");
    writeFileSync(log, "");
    const code =
      `import { readFileSync, realpathSync } from "node:fs"; ` +
      `readFileSync("${root}/other.json"); realpathSync.native("${root}");`;
    const { status, stderr, logged } = runGuarded(code, owner, log);
    expect(stderr).toBe("");
    expect(status).toBe(0);
    expect(logged).toBe("");
  });
});
