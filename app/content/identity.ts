import site from "@content/site.json";
import type { Language } from "../i18n/languages";
import { textIn } from "./owner-text";
import type { SiteSource } from "./schemas";
import { SOCIAL_NETWORKS, type SocialNetwork } from "./social-networks";

// Who the site is about, read from content/site.json (or CONTENT_DIR's) by every page, the
// feeds and the CV. The build's first step validates the file against siteSchema, so the
// bundle imports it as is: pulling zod into every page to re-check it would cost bytes.

// The site's languages are the build's (i18n/languages.ts), not part of who the owner is.
export type Identity = Omit<SiteSource, "languages">;
export type SocialLink = { network: SocialNetwork; url: string };

// Taken as unknown, so the type check never depends on what the owner wrote: a mistake in
// site.json is the build's to report, with the file and field, not tsc's.
const owner: unknown = site;
export const identity = owner as Identity;

/** What titles, the footer and og:site_name say while the owner has not set a name. */
const NEUTRAL_SITE_NAME = "Portfolio";
/** The contact page's portrait when site.json names none. */
const DEFAULT_PORTRAIT = "contact/portrait";

export function siteName(owner: Identity = identity): string {
  return owner.name ?? NEUTRAL_SITE_NAME;
}

/** The owner's role in a language, or undefined to fall back to the translations' tagline. */
export function taglineIn(language: Language, owner: Identity = identity): string | undefined {
  return owner.tagline?.[language];
}

/** Where the owner is, in a language (site.json may give one text for both). */
export function locationIn(language: Language, owner: Identity = identity): string | undefined {
  return textIn(owner.location, language);
}

/** Whether and when the owner takes on work, in a language. */
export function availabilityIn(language: Language, owner: Identity = identity): string | undefined {
  return owner.availability?.[language];
}

export function portraitId(owner: Identity = identity): string {
  return owner.portrait ?? DEFAULT_PORTRAIT;
}

/** The profiles that are set, in the fixed network order. */
export function socialLinks(owner: Identity = identity): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = owner.profiles?.[network];
    return url ? [{ network, url }] : [];
  });
}
