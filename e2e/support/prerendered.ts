import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const CLIENT = join(process.cwd(), "build/client");

/** Every page the build prerendered (redirect stubs excluded), as URL paths. */
export function prerenderedPaths(): string[] {
  const paths: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === "index.html" && !readFileSync(full, "utf8").includes('http-equiv="refresh"')) {
        const rel = relative(CLIENT, dir).split("\\").join("/");
        paths.push(rel ? `/${rel}` : "/");
      }
    }
  };
  walk(CLIENT);
  return paths.sort();
}
