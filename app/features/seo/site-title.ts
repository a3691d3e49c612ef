import { identity, siteName, type Identity } from "~/content/identity";

/**
 * Joins title parts with the site name ("Blog · Kim Berg"), dropping a part that repeats the
 * one before it. `nameFirst` puts a set name first ("Kim Berg · Web developer"), for the home page.
 */
export function fullTitle(
  parts: string[],
  { nameFirst = false, owner = identity }: { nameFirst?: boolean; owner?: Identity } = {},
): string {
  const all = nameFirst && owner.name ? [owner.name, ...parts] : [...parts, siteName(owner)];
  return all.filter((part, i) => part !== all[i - 1]).join(" · ");
}
