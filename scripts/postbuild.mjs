// After `react-router build`: give static hosts a 404.html (the prerendered not-found page)
// and drop the SPA fallback, which we never serve (every route is prerendered).
import { copyFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";

const client = "build/client";
await copyFile(join(client, "404/index.html"), join(client, "404.html"));
await rm(join(client, "404"), { recursive: true, force: true });
await rm(join(client, "404.data"), { force: true });
await rm(join(client, "__spa-fallback.html"), { force: true });
await stat(join(client, "404.html"));
console.log("postbuild: wrote build/client/404.html");
