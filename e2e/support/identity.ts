import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SOCIAL_NETWORKS, type SocialNetwork } from "../../app/content/social-networks";
import type { SiteSource } from "../../app/content/schemas";
import { TEST_CONTENT } from "./test-content";

// The identity in the content the specs' build read (the tests' own, or CONTENT_DIR's), so the
// specs check what that site.json says rather than fixed values.
export const SITE = JSON.parse(
  readFileSync(join(process.env.CONTENT_DIR ?? TEST_CONTENT, "site.json"), "utf8"),
) as SiteSource;

/** What titles, the footer and og:site_name call the site. */
export const SITE_NAME = SITE.name ?? "Portfolio";

/** The profiles that are set, in the order the side bar and JSON-LD list them. */
export const PROFILES: Array<{ network: SocialNetwork; url: string }> = SOCIAL_NETWORKS.flatMap((network) => {
  const url = SITE.profiles?.[network];
  return url ? [{ network, url }] : [];
});
