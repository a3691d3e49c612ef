// `npm start`: build when the build is missing or older than any source, then serve it.
import { execSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = ["app", "content", "public", "scripts", "package.json", "vite.config.ts", "react-router.config.ts"];
const STAMP = "build/client/404.html";

function newest(path) {
  const info = statSync(path, { throwIfNoEntry: false });
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = statSync(STAMP, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (built < Math.max(...SOURCES.map(newest))) {
  console.log("Building the site…");
  execSync("npm run build", { stdio: "inherit" });
}
await import("./serve.mjs");
