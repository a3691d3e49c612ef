// The content folder a build reads: CONTENT_DIR when set (the tests' e2e/content), else content/.
import { resolve } from "node:path";

/** As given, relative to the project root. */
export const CONTENT_DIR = process.env.CONTENT_DIR || "content";

/** The content folder as an absolute path, for a project at `projectRoot`. */
export function contentFolder(projectRoot = process.cwd()) {
  return resolve(projectRoot, CONTENT_DIR);
}
