// `npm start`: build when the build is missing or older than any source, then serve it.
import { execSync } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
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

const built = statSync(STAMP, { throwIfNoEntry: false })?.mtimeMs ?? 0;
// npm test ends with the owner's build, but a build of other content (the tests' fixture) may be there.
const shows = (() => {
  try {
    return readFileSync("build/content-dir.txt", "utf8");
  } catch {
    return "";
  }
})();
if (built < Math.max(...SOURCES.map(newest)) || shows !== CONTENT_DIR) {
  console.log("Building the site…");
  execSync("npm run build", { stdio: "inherit" });
}
await import("./serve.mjs");
