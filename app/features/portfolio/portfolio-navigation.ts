import { ACTIVE_SECTION_KEY } from "~/lib/constants";
import { isPortfolioSection, type PortfolioSectionId } from "~/lib/sections";
import { readStorage, writeStorage } from "~/lib/storage";

/** What a card puts in the navigation state, for the project page's back button. */
export type ProjectLinkState = { fromSection: PortfolioSectionId };

/**
 * Cards encode the urlTitle (a title may hold spaces or accents); the top-5 grid links it as it is.
 */
export function projectPath(urlTitle: string, { encode = true } = {}): string {
  return `/portfolio/${encode ? encodeURIComponent(urlTitle) : urlTitle}`;
}

/** Remembered for the session, so the back button still knows after a reload or a new tab. */
export function rememberSection(section: PortfolioSectionId): void {
  writeStorage("sessionStorage", ACTIVE_SECTION_KEY, section);
}

function sectionOf(state: unknown): unknown {
  return state && typeof state === "object" && "fromSection" in state ? state.fromSection : undefined;
}

/**
 * Where the project page's back button goes, so the visitor returns to where they were: the section
 * named in the navigation state, else the one saved in session storage, else the top of the
 * portfolio. Only known portfolio sections count, so a stale or foreign value never builds a broken
 * link.
 */
export function backTarget(navigationState: unknown, storedSection: string | null): string {
  const section = [sectionOf(navigationState), storedSection].find(
    (value): value is PortfolioSectionId => typeof value === "string" && isPortfolioSection(value),
  );
  return section ? `/portfolio#${section}` : "/portfolio";
}

export function readRememberedSection(): string | null {
  return readStorage("sessionStorage", ACTIVE_SECTION_KEY);
}
