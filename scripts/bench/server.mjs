// The `npm start` server (scripts/serve.mjs) in a child process, so that Lighthouse's own work
// in this process never delays a response it is timing.
import { spawn } from "node:child_process";

export async function startServer(port, cwd = process.cwd()) {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the server exited with ${code} (is port ${port} free?)`)));
    child.stdout.on("data", (chunk) => String(chunk).includes("Serving") && resolve());
  });
  return child;
}
