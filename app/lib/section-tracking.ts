// Pure parts of section tracking (see use-section-tracking.ts): which section an address names,
// where a page load should scroll, and which section is the most visible.

/** `/profile/education` → "education"; a path without a known section (`/`, `/profile`) → null. */
export function sectionInPath(pathname: string, sections: readonly string[]): string | null {
  const last = pathname.split("/").filter(Boolean).at(-1) ?? "";
  return sections.includes(last) ? last : null;
}

type LoadInput = {
  sections: readonly string[];
  pathname: string;
  /** location.hash, with or without the leading "#". */
  hash: string;
  /** sessionStorage activeSection. */
  stored: string | null;
  /** A document load or a history step rather than a link: only then is the stored section restored. */
  firstLoad: boolean;
};

export type LoadTarget = { target: string | null; unknownHash: string | null };

/**
 * A reload or a shared link comes back to the same place: on load a hash, or else the last stored
 * active section, scrolls to that section; a section in the path (`/profile/education`) counts like
 * a hash. An unknown hash is ignored.
 */
export function loadTarget({ sections, pathname, hash, stored, firstLoad }: LoadInput): LoadTarget {
  const fromHash = decodeHash(hash);
  if (fromHash && sections.includes(fromHash)) return { target: fromHash, unknownHash: null };
  const unknownHash = fromHash || null;
  const fromPath = sectionInPath(pathname, sections);
  if (fromPath) return { target: fromPath, unknownHash };
  if (firstLoad && stored && sections.includes(stored)) return { target: stored, unknownHash };
  return { target: null, unknownHash };
}

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export type SectionBox = { id: string; top: number; bottom: number };

/**
 * The section that covers most of the viewport. At the very end of the page the last section
 * wins, because a short closing section could otherwise never be the most visible one.
 */
export function mostVisibleSection(
  boxes: readonly SectionBox[],
  viewportHeight: number,
  atPageEnd: boolean,
): string | null {
  const last = boxes.at(-1);
  if (atPageEnd && last && last.top < viewportHeight) return last.id;
  let best: string | null = null;
  let bestVisible = 0;
  for (const box of boxes) {
    const visible = Math.min(box.bottom, viewportHeight) - Math.max(box.top, 0);
    if (visible > bestVisible) {
      best = box.id;
      bestVisible = visible;
    }
  }
  return best;
}

/** `/profile/` → `/profile`: paths compared with or without the trailing slash. */
const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);

/**
 * The address for the active section, or null when the address already names it: the page's
 * own path (`/`, `/profile`) stands for its first section. Null too when the address is not one
 * of this page's: a followed link has already put the next page's address in the bar while this
 * page is still on screen, and that address is not the tracker's to rewrite. The address is
 * written in the canonical form the links and the sitemap use, with its trailing slash, so a
 * reload costs no redirect on a host that adds the slash.
 */
export function addressFor(
  id: string,
  { sections, basePath, pagePath, pathname }: { sections: readonly string[]; basePath: string; pagePath: string; pathname: string },
): string | null {
  const [path, page, base] = [trimSlash(pathname), trimSlash(pagePath), trimSlash(basePath)];
  const named = sectionInPath(path, sections);
  const own = path === page || path === base || (named !== null && path === `${base}/${named}`);
  if (!own) return null;
  return (named ?? sections[0]) === id ? null : `${base}/${id}/`;
}
