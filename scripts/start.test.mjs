// @vitest-environment node
// `npm start` in a throwaway project whose build is a stand-in: two steps joined by `&&`, as
// the real build's, that wait until stopped. What a signal must stop: npm, the start script,
// every build step, and the server.
import { execFileSync, spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const START = resolve("scripts/start.mjs");
let root;
let started = [];

// A build step that says it is running, then runs until a signal stops it.
const STEP = `import { appendFileSync } from "node:fs";
appendFileSync("steps.txt", process.pid + "\\n");
setInterval(() => {}, 1000);`;
// A build that finishes at once with what `npm start` serves.
const QUICK = `import { mkdirSync, writeFileSync } from "node:fs";
mkdirSync("build/client", { recursive: true });
writeFileSync("build/client/404.html", "<!doctype html><title>Not found</title>");
writeFileSync("build/client/index.html", "<!doctype html><title>Home</title>");
writeFileSync("build/content-dir.txt", "content");`;

async function project(build) {
  await writeFile(join(root, "package.json"), JSON.stringify({ scripts: { start: `node ${START}`, build } }));
  await writeFile(join(root, "step.mjs"), STEP);
  await writeFile(join(root, "quick.mjs"), QUICK);
  await mkdir(join(root, "content"));
}

/** `npm start` as a terminal runs it: in a process group of its own. */
function npmStart(port) {
  const child = spawn("npm", ["start"], {
    cwd: root,
    detached: true,
    stdio: "ignore",
    env: { ...process.env, PORT: String(port), CONTENT_DIR: "content" },
  });
  started.push(child.pid);
  return child;
}

/** Every process below `pid`, from `ps` (Linux and macOS). */
function descendants(pid) {
  const rows = execFileSync("ps", ["-A", "-o", "pid=,ppid="], { encoding: "utf8" })
    .trim().split("\n").map((line) => line.trim().split(/\s+/).map(Number));
  const found = [];
  const walk = (parent) => {
    for (const [child, ppid] of rows) {
      if (ppid !== parent) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** Whether a process still runs (a zombie no one has reaped yet has stopped). */
function running(pid) {
  try {
    return !execFileSync("ps", ["-o", "stat=", "-p", String(pid)], { encoding: "utf8" }).trim().startsWith("Z");
  } catch {
    return false;
  }
}

/** Polls until `check` holds; the test's own timeout fails a check that never does. */
async function until(check) {
  while (!(await check())) await new Promise((next) => setTimeout(next, 100));
}

const stepsRunning = (count) => async () =>
  (await readFile(join(root, "steps.txt"), "utf8").catch(() => "")).trim().split("\n").filter(Boolean).length >= count;

async function freePort() {
  const server = createServer().listen(0);
  await new Promise((ready) => server.once("listening", ready));
  const { port } = server.address();
  await new Promise((closed) => server.close(closed));
  return port;
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "npm-start-"));
  started = [];
});
afterEach(async () => {
  // What a failed test left running: the process groups of npm start and of its build.
  for (const pid of started) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // Stopped already, as it should be.
    }
  }
  await rm(root, { recursive: true, force: true });
});

describe("npm start", { timeout: 30_000 }, () => {
  it("stops the build and every step it started on Ctrl-C", async () => {
    await project("node step.mjs && node step.mjs");
    const npm = npmStart(await freePort());
    await until(stepsRunning(1));
    const tree = descendants(npm.pid);
    started.push(...tree);
    expect(tree.length).toBeGreaterThanOrEqual(4); // npm start, the start script, npm run build, its step
    process.kill(-npm.pid, "SIGINT");
    await until(() => [npm.pid, ...tree].every((pid) => !running(pid)));
    expect(await stepsRunning(2)()).toBe(false);
  });

  it("stops the build when SIGTERM reaches the start script alone", async () => {
    await project("node step.mjs && node step.mjs");
    const npm = npmStart(await freePort());
    await until(stepsRunning(1));
    const tree = descendants(npm.pid);
    started.push(...tree);
    const steps = (await readFile(join(root, "steps.txt"), "utf8")).trim().split("\n").map(Number);
    const args = (pid) => execFileSync("ps", ["-o", "args=", "-p", String(pid)], { encoding: "utf8" }).trim();
    const script = tree.find((pid) => args(pid) === `node ${START}`);
    expect(script).toBeDefined();
    process.kill(script, "SIGTERM");
    await until(() => [script, ...steps].every((pid) => !running(pid)));
    expect(await stepsRunning(2)()).toBe(false);
  });

  it("stops the build and every step it started when SIGTERM reaches npm alone", async () => {
    await project("node step.mjs && node step.mjs");
    const npm = npmStart(await freePort());
    await until(stepsRunning(1));
    const tree = descendants(npm.pid);
    started.push(...tree);
    process.kill(npm.pid, "SIGTERM");
    await until(() => [npm.pid, ...tree].every((pid) => !running(pid)));
    expect(await stepsRunning(2)()).toBe(false);
  });

  it.each([
    ["on Ctrl-C", (npm) => process.kill(-npm.pid, "SIGINT")],
    ["when SIGTERM reaches npm alone", (npm) => process.kill(npm.pid, "SIGTERM")],
  ])("stops the server %s", async (_, signal) => {
    await project("node quick.mjs");
    const port = await freePort();
    const npm = npmStart(port);
    await until(() => fetch(`http://localhost:${port}/`).then((response) => response.ok, () => false));
    const tree = descendants(npm.pid);
    started.push(...tree);
    signal(npm);
    await until(() => [npm.pid, ...tree].every((pid) => !running(pid)));
    expect(await fetch(`http://localhost:${port}/`).then(() => "answered", () => "refused")).toBe("refused");
  });
});
