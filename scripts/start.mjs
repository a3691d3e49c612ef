// `npm start`: build when the build is missing or older than any source, then serve it.
// Ctrl-C (SIGINT) or SIGTERM stops whatever is running, the build with every process it started
// or the server, whether the signal reaches the whole process group, npm alone or this script.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { CONTENT_DIR } from "./content-dir.mjs";

const SOURCES = ["app", "content", "public", "scripts", "package.json", "vite.config.ts", "react-router.config.ts"];
const STAMP = "build/client/404.html";

function newest(path) {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** What is running now, to stop on a signal: the build's process group, then the server. */
let stop = () => process.exit(130);
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stop());
// npm passes SIGTERM to the shell that runs this script, and the shell dies without passing it
// on: a parent gone means `npm start` was stopped.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stop(), 500).unref();

/**
 * `npm run build` in a process group of its own, so one signal reaches every step it started
 * (a shell running `a && b` does not pass a signal on to the step it is waiting for).
 */
function build() {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build"], { stdio: "inherit", detached: true });
    stop = () => {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // The group is gone already.
      }
      process.exit(130);
    };
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve(undefined);
      else reject(new Error(`npm run build ${signal ? `stopped by ${signal}` : `failed (exit code ${code})`}`));
    });
  });
}

const built = statSync(STAMP, { throwIfNoEntry: false })?.mtimeMs ?? 0;
// npm test ends with the owner's build, but a build of other content (the tests' fixture) may be there.
const shows = existsSync("build/content-dir.txt") ? readFileSync("build/content-dir.txt", "utf8") : "";
if (built < Math.max(...SOURCES.map(newest)) || shows !== CONTENT_DIR) {
  console.log("Building the site…");
  try {
    await build();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
stop = () => process.exit(130);
await import("./serve.mjs");
