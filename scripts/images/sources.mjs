// Finds the image sources under content/images and names each by its id: the path without
// extension ("projects/msb/cover"). Ids become URLs, so they are kept lowercase and plain.
import { readdir } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { SOURCE_EXTENSIONS } from "./config.mjs";

const ID_SEGMENT = /^[a-z0-9][a-z0-9-]*$/;

/** @returns {Promise<{ sources: Array<{ id: string; file: string }>; errors: string[] }>} */
export async function findSources(root) {
  const files = await listFiles(root);
  const sources = [];
  const errors = [];
  const seen = new Map();
  for (const file of files.sort()) {
    const ext = extname(file).toLowerCase();
    const rel = relative(root, file).split(sep).join("/");
    // Hidden files and notes beside the images (a README) are not sources.
    if (rel.split("/").some((part) => part.startsWith(".")) || ext === ".md") continue;
    if (!SOURCE_EXTENSIONS.includes(ext)) {
      errors.push(`${join(root, rel)}: not an image source (use ${SOURCE_EXTENSIONS.join(", ")})`);
      continue;
    }
    const id = rel.slice(0, -ext.length);
    if (!id.split("/").every((part) => ID_SEGMENT.test(part))) {
      errors.push(`${join(root, rel)}: name folders and files with lowercase letters, digits and hyphens`);
      continue;
    }
    const other = seen.get(id);
    if (other) {
      errors.push(`${join(root, rel)}: image "${id}" also exists as ${other}; keep one source per id`);
      continue;
    }
    seen.set(id, join(root, rel));
    sources.push({ id, file: join(root, rel) });
  }
  return { sources, errors };
}

async function listFiles(dir) {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  } catch (error) {
    if (error.code === "ENOENT") return [];
    throw error;
  }
}
