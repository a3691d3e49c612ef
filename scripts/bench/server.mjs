// The bench's HTTP/2 host (h2-server.mjs) in a child process, so that Lighthouse's own work in
// this process never delays a response it is timing.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { CHROMIUM_ARGS } from "../chromium.mjs";

const SCRIPT = fileURLToPath(new URL("./h2-server.mjs", import.meta.url));

export async function startServer(port, root = "build/client") {
  const child = spawn(process.execPath, [SCRIPT, root, String(port)], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the server exited with ${code} (is port ${port} free?)`)));
    child.stdout.on("data", (chunk) => String(chunk).includes("Serving") && resolve());
  });
  return child;
}

/** Chromium as the e2e tests start it, taking the bench host's self-signed certificate. */
export const BENCH_CHROMIUM_ARGS = [...CHROMIUM_ARGS, "--ignore-certificate-errors"];
