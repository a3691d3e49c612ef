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
