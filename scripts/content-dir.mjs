// The content folder a build reads: CONTENT_DIR when set (the tests' fixture content in
// e2e/content, a throwaway copy), else the owner's content/. Every step that reads content
// (loaders, routes, images, CV, scaffolding, the `@content` alias) asks here.
import { resolve } from "node:path";

/** As given, relative to the project root. */
export const CONTENT_DIR = process.env.CONTENT_DIR || "content";

/** The content folder as an absolute path, for a project at `projectRoot`. */
export function contentFolder(projectRoot = process.cwd()) {
  return resolve(projectRoot, CONTENT_DIR);
}
