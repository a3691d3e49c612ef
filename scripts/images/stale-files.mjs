// Files of the image output that no manifest uses: the image build removes those of no content
// folder from public/img, and the postbuild step those of other folders from the built site.
import { readdir, rm, rmdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";

/** Every output file the manifests list, as paths relative to the output folder. */
export function filesInUse(...manifests) {
  return new Set(manifests.flatMap((manifest) => Object.values(manifest.images ?? {}).flatMap((entry) => entry.files ?? [])));
}

/** Removes the files under `dir` that `keep` does not hold, and the folders left empty; returns how many files. */
export async function removeStale(dir, keep) {
  let removed = 0;
  const walk = async (folder) => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        await walk(path);
        await rmdir(path).catch(() => {});
      } else if (!keep.has(relative(dir, path).split(sep).join("/"))) {
        await rm(path);
        removed++;
      }
    }
  };
  await walk(dir);
  return removed;
}
