import { DEFAULT_HEADER_HEIGHT } from "~/lib/constants";

// The go-back button's navigation state: the list reads it and scrolls by the header's height
// (clear of the fixed header) after React Router has skipped its usual reset to the top
// (preventScrollReset).
const BACK_TO_LIST = "blog-back-to-list";

export const backToListState = { from: BACK_TO_LIST } as const;

/** A card's navigation state: the list page the post was opened from, where its go-back link returns. */
export function openedFromListState(page: number): { listPage: number } {
  return { listPage: page };
}

/** The list page a post was opened from (its navigation state), else 1, the blog itself. */
export function listPageFrom(state: unknown): number {
  const page = typeof state === "object" && state !== null ? (state as { listPage?: unknown }).listPage : undefined;
  return typeof page === "number" && Number.isInteger(page) && page >= 1 ? page : 1;
}

export function isBackToList(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { from?: unknown }).from === BACK_TO_LIST;
}

/**
 * The fixed site header's height as laid out now (112 px, the header's usual height, if there is
 * none).
 */
function headerHeight(): number {
  const header = document.querySelector("body > header");
  return header ? Math.round(header.getBoundingClientRect().height) : DEFAULT_HEADER_HEIGHT;
}

export function scrollBelowHeader(): void {
  window.scrollTo({ top: headerHeight(), behavior: "instant" });
}
