import { availabilityIn, identity, locationIn, type Identity } from "~/content/identity";
import type { Language } from "~/i18n/languages";

export type HeroIdentity = {
  /** The owner's name, when site.json sets one; without it the hero stays anonymous. */
  name?: string;
  /** What the role does not say: where the owner is and whether they take on work. */
  facts: string[];
};

/** Who the hero introduces, from site.json, in the page's language. */
export function heroIdentity(language: Language, owner: Identity = identity): HeroIdentity {
  const facts = [locationIn(language, owner), availabilityIn(language, owner)].filter((fact) => fact !== undefined);
  return owner.name ? { name: owner.name, facts } : { facts };
}
