// The content folder a build reads: CONTENT_DIR when set (the tests' fixture content in
// e2e/content, a throwaway copy), else the owner's content/. Relative to the project root.
export const CONTENT_DIR = process.env.CONTENT_DIR || "content";
