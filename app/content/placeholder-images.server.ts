import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { PLACEHOLDER_MARK } from "../../scripts/content/placeholder-svg.mjs";

/**
 * The placeholder pictures `npm run new:site`, `new:project` and `new:post` wrote that are still under
 * `images/`, as paths from the content folder (`images/projects/shop/cover.svg`), sorted. A
 * placeholder carries a mark (scripts/content/placeholder-svg.mjs); a picture of the owner's own,
 * in any format, has none, so replacing the file is all it takes to drop it from the list.
 */
export async function placeholderImages(contentRoot: string): Promise<string[]> {
  const names = await readdir(join(contentRoot, "images"), { recursive: true }).catch(() => [] as string[]);
  const found: string[] = [];
  for (const name of names.filter((file) => file.endsWith(".svg")).sort()) {
    const text = await readFile(join(contentRoot, "images", name), "utf8");
    if (text.includes(`<!-- ${PLACEHOLDER_MARK}`)) found.push(join("images", name));
  }
  return found;
}
