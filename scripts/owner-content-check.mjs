// Proof, inside npm test, that the unit tests never read the owner's content/: it copies
// content/ to a temporary folder, changes the copy the way an owner following the README's
// "Make it yours" does (scripts/owner-content-changes.mjs), and runs every unit test that can
// see a content folder (scripts/owner-content-tests.mjs) with CONTENT_DIR at the copy while any
// read of content/ itself throws and is logged (scripts/owner-content-guard.mjs). A test that
// needs the demo's values, or reads content/ by path, fails here instead of on the owner's
// first `npm test`. Lint and the type check need no such run: no content changes their result
// (routes.ts lists every route for them, and identity.ts takes site.json untyped).
import { spawnSync } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { changeAsAnOwner } from "./owner-content-changes.mjs";
import { testsThatSeeContent } from "./owner-content-tests.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const owner = join(root, "content");
const started = Date.now();
const work = await mkdtemp(join(tmpdir(), "owner-content-"));
const copy = join(work, "content");
const log = join(work, "owner-content-reads.log");

let failed = false;
try {
  await cp(owner, copy, { recursive: true });
  const changes = await changeAsAnOwner(copy);
  const tests = testsThatSeeContent(root);
  console.log(`owner-content-check: ${tests.length} test files on a copy of content/ with ${changes.join("; ")}`);
  await writeFile(log, "");
  const env = {
    ...process.env,
    CONTENT_DIR: copy,
    OWNER_CONTENT_GUARD: owner,
    OWNER_CONTENT_GUARD_LOG: log,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${join(root, "scripts/owner-content-guard.mjs")}`.trim(),
  };
  const { status } = spawnSync("npx", ["vitest", "run", "--reporter=dot", ...tests], { cwd: root, env, stdio: "inherit" });
  if (status !== 0) failed = true;
  const reads = (await readFile(log, "utf8")).trim();
  if (reads) {
    failed = true;
    console.error(`owner-content-check: these reads of ${relative(root, owner)}/ were refused:\n${reads}`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
console.log(`owner-content-check: ${failed ? "FAILED" : "passed"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failed) process.exitCode = 1;
