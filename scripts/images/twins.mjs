// Language twins of the fixed art ("hero/mobile-light-sv", shown on that language's pages) come as a
// whole set or not at all: a partial set would mix languages on one page.
import { join } from "node:path";
import { ART_TWIN_GROUPS, TWIN_LANGUAGES } from "./config.mjs";

/** @returns {string[]} one error per group and language whose twins are not a whole set. */
export function checkLanguageTwins(ids, root, groups = ART_TWIN_GROUPS, languages = TWIN_LANGUAGES) {
  const errors = [];
  for (const group of groups) {
    const names = ids.filter((id) => id.startsWith(`${group}/`)).map((id) => id.slice(group.length + 1));
    for (const lng of languages) {
      const suffix = `-${lng}`;
      const twins = new Set(names.filter((name) => name.endsWith(suffix)).map((name) => name.slice(0, -suffix.length)));
      if (twins.size === 0) continue;
      const originals = names.filter((name) => !name.endsWith(suffix) && !languages.some((l) => name.endsWith(`-${l}`)));
      const missing = originals.filter((name) => !twins.has(name)).map((name) => `${name}${suffix}`);
      const orphans = [...twins].filter((name) => !originals.includes(name)).map((name) => `${name}${suffix}`);
      const folder = join(root, group);
      if (missing.length > 0) {
        errors.push(`${folder}: the ${lng} twins are all or none; missing ${missing.join(", ")} (or remove the other *${suffix} files)`);
      }
      if (orphans.length > 0) {
        const what = orphans.length > 1 ? "are twins" : "is a twin";
        errors.push(`${folder}: ${orphans.join(", ")} ${what} of no picture (remove it, or add the picture without ${suffix})`);
      }
    }
  }
  return errors;
}
