/** The social networks site.json may link to, in the order the side bar and the CV show them. */
export const SOCIAL_NETWORKS = ["github", "linkedin", "dribbble", "behance", "instagram"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** How the owner-facing messages and the CV name each network. */
export const NETWORK_NAMES: Record<SocialNetwork, string> = {
  github: "GitHub",
  linkedin: "LinkedIn",
  dribbble: "Dribbble",
  behance: "Behance",
  instagram: "Instagram",
};
