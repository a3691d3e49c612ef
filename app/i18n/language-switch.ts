import type { ShouldRevalidateFunctionArgs } from "react-router";
import { withoutBase } from "~/lib/base-path";
import { languageOfPath } from "./paths";

// Navigation state that marks a move to the same page in another language. Pages that scroll
// to a section on navigation (a section path, a hash) leave the scroll alone for it.
const LANGUAGE_SWITCH = "languageSwitch";

/** The current navigation state, marked as a language switch (other state is kept). */
export function languageSwitchState(state: unknown): Record<string, unknown> {
  const kept = state && typeof state === "object" ? (state as Record<string, unknown>) : {};
  return { ...kept, [LANGUAGE_SWITCH]: true };
}

export function isLanguageSwitch(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as Record<string, unknown>)[LANGUAGE_SWITCH] === true;
}

/**
 * The shouldRevalidate of every route whose data is in its address's language: going to the twin
 * (the same route, /x ↔ /sv/x) fetches the twin's data file. Without a server React Router
 * reloads a route's data only when its params change, and the language prefix is not a param.
 */
export function revalidateOnLanguageChange({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return (
    defaultShouldRevalidate || languageOfPath(withoutBase(currentUrl.pathname)) !== languageOfPath(withoutBase(nextUrl.pathname))
  );
}
