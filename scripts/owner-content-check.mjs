// Proof, inside npm test, that the unit tests and the type check never read the owner's content/:
// it copies content/ to a temporary folder, changes the copy the way an owner following the
// README's "Make it yours" does, and runs both against the copy (CONTENT_DIR) while every read
// of content/ itself throws (scripts/owner-content-guard.mjs). A test that needs the demo's
// values, or reads content/ by path, fails here instead of on the owner's first `npm test`.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { changeAsAnOwner } from "./owner-content-changes.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const owner = join(root, "content");
const started = Date.now();
const work = await mkdtemp(join(tmpdir(), "owner-content-"));
const copy = join(work, "content");
const log = join(work, "owner-content-reads.log");
const TSCONFIG = join(root, "tsconfig.owner-content.json");

let failed = false;
try {
  await cp(owner, copy, { recursive: true });
  const changes = await changeAsAnOwner(copy);
  console.log(`owner-content-check: a copy of content/ with ${changes.join("; ")}`);
  await writeFile(log, "");
  const env = { ...process.env, CONTENT_DIR: copy };
  const guardedEnv = {
    ...env,
    OWNER_CONTENT_GUARD: owner,
    OWNER_CONTENT_GUARD_LOG: log,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${join(root, "scripts/owner-content-guard.mjs")}`.trim(),
  };
  const tsconfig = await typecheckConfig(copy);
  // npm test's typecheck wrote the route types already; a run on its own writes them first.
  if (!existsSync(join(root, ".react-router/types"))) {
    spawnSync("npx", ["react-router", "typegen"], { cwd: root, env, stdio: "inherit" });
  }
  // tsc runs unguarded: it lists every folder for .ts files, content/ too, but reads only the
  // JSON that `@content` names, which is the copy's.
  for (const [label, args, guard] of [
    ["unit tests", ["vitest", "run", "--reporter=dot"], true],
    ["type check", ["tsc", "-p", tsconfig], false],
  ]) {
    const step = Date.now();
    const { status } = spawnSync("npx", args, { cwd: root, env: guard ? guardedEnv : env, stdio: "inherit" });
    console.log(`owner-content-check: ${label} ${status === 0 ? "passed" : "FAILED"} in ${seconds(step)}`);
    if (status !== 0) failed = true;
  }
  const reads = (await readFile(log, "utf8")).trim();
  if (reads) {
    failed = true;
    console.error(`owner-content-check: these reads of ${relative(root, owner)}/ were refused:\n${reads}`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
  await rm(TSCONFIG, { force: true });
}
console.log(`owner-content-check: ${failed ? "FAILED" : "passed"} in ${seconds(started)}`);
if (failed) process.exitCode = 1;

function seconds(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

/**
 * The project's tsconfig with `@content` pointed at the copy, so the type check sees the owner's
 * changes (identity.ts types site.json). It sits in the project's root, where tsc finds the
 * type packages, for the length of the run.
 */
async function typecheckConfig(copy) {
  const base = JSON.parse(await readFile(join(root, "tsconfig.json"), "utf8"));
  const config = {
    extends: "./tsconfig.json",
    compilerOptions: { paths: { ...base.compilerOptions.paths, "@content/*": [`${copy}/*`] } },
  };
  await writeFile(TSCONFIG, `${JSON.stringify(config, null, 2)}\n`);
  return TSCONFIG;
}
