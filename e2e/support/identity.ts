import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SOCIAL_NETWORKS, type SocialNetwork } from "../../app/content/social-networks";
import type { SiteSource } from "../../app/content/schemas";

// The owner's identity as the build read it (content/site.json, or CONTENT_DIR's), so the
// specs check what the owner wrote instead of the demo's values.
export const SITE = JSON.parse(
  readFileSync(join(process.env.CONTENT_DIR ?? "content", "site.json"), "utf8"),
) as SiteSource;

/** What titles, the footer and og:site_name call the site. */
export const SITE_NAME = SITE.name ?? "Portfolio";

/** The profiles that are set, in the order the side bar and JSON-LD list them. */
export const PROFILES: Array<{ network: SocialNetwork; url: string }> = SOCIAL_NETWORKS.flatMap((network) => {
  const url = SITE.profiles?.[network];
  return url ? [{ network, url }] : [];
});
