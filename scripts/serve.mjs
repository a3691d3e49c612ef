// Serves the existing build on PORT (default 3000), under the base path it was built for
// (BASE_PATH, scripts/base-path.mjs). `npm start` builds first when needed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BASE_PATH_RECORD } from "./base-path.mjs";
import { BUILD_DIR, CLIENT_DIR } from "./build-dir.mjs";
import { createStaticServer } from "./static-server.mjs";

const port = Number(process.env.PORT ?? 3000);
let base = "/";
try {
  base = readFileSync(join(BUILD_DIR, BASE_PATH_RECORD), "utf8").trim() || "/";
} catch {
  // A build from before the record existed, or none yet: served at the root.
}
createStaticServer({ root: CLIENT_DIR, base, log: process.env.LOG_REQUESTS === "1" }).listen(port, () => {
  console.log(`Serving ${CLIENT_DIR} on http://localhost:${port}${base}`);
});
