// Which unit test files can see a content folder at all, so scripts/owner-content-check.mjs runs
// only those against the owner's changed copy instead of the whole suite a second time. A test
// sees content when it, or anything it imports (followed through relative, "~/" and "@content/"
// imports), names the content folder: imports "@content/…", asks scripts/content-dir.mjs (every
// CONTENT_DIR reader does), uses the menu's sections read from portfolio.json, or mentions a
// content/ path in its text. Erring towards too many files only costs time.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const TEST_FOLDERS = ["app", "scripts"];
const TEST_FILE = /\.test\.(ts|tsx|mjs)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"];
const IMPORT = /(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|import\s*["']([^"']+)["']/g;
// What marks a module as reading a content folder.
const SEES_CONTENT = [
  /["']@content\//,
  /content-dir\.mjs["']/,
  /__SHOWN_PORTFOLIO_SECTIONS__/,
  // A path into the content folder: "content/…", "../content", join(root, "content").
  /(?:^|["'`/(,\s])content\//m,
  /["']content["']/,
];

/** Test files (relative to `root`) that can see a content folder, sorted. */
export function testsThatSeeContent(root) {
  const seen = new Map();
  const sees = (file, trail = new Set()) => {
    if (seen.has(file)) return seen.get(file);
    if (trail.has(file)) return false;
    trail.add(file);
    const text = readFileSync(file, "utf8");
    const result =
      SEES_CONTENT.some((pattern) => pattern.test(text)) ||
      importsOf(text).some((specifier) => {
        const target = resolveImport(root, file, specifier);
        return target !== undefined && sees(target, trail);
      });
    seen.set(file, result);
    return result;
  };
  return testFiles(root)
    .filter((file) => sees(file))
    .map((file) => relative(root, file))
    .sort();
}

function testFiles(root) {
  const files = TEST_FOLDERS.flatMap((folder) => walk(join(root, folder)));
  const top = readdirSync(root).filter((name) => TEST_FILE.test(name)).map((name) => join(root, name));
  return [...files, ...top].filter((file) => TEST_FILE.test(file));
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : walk(path);
    return [path];
  });
}

function importsOf(text) {
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3]);
}

function resolveImport(root, from, specifier) {
  let base;
  if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith("~/")) base = join(root, "app", specifier.slice(2));
  else return undefined;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}
