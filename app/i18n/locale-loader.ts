import { writeStorage } from "~/lib/storage";
import type { LanguageTexts, LoadLanguage } from "./i18n";
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, type Language } from "./languages";

// How the browser gets its translations and remembers its language (docs/decisions/0004, 0017
// and 0019).

/** A failed file is fetched again after 350 ms, then 700, 1400…, five times at most. */
const RETRY = { times: 5, firstWaitMs: 350 };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches `/locales/<lng>.json`, all of a language's namespaces in one file (the build makes it
 * from public/locales/<lng>/, scripts/translation-bundles.mjs). Server errors and network
 * failures are tried again; a 4xx answer or a file that is not JSON will not get better by
 * asking again. A file that cannot be had resolves to no texts, so the page shows the keys
 * instead of failing.
 */
export const fetchLanguage: LoadLanguage = async (lng) => {
  const url = `/locales/${lng}.json`;
  for (let attempt = 0, waitMs = RETRY.firstWaitMs; ; attempt++, waitMs *= 2) {
    let retry: boolean;
    try {
      const response = await fetch(url);
      if (response.ok) return (await response.json().catch(() => ({}))) as LanguageTexts;
      retry = response.status >= 500;
    } catch {
      retry = true;
    }
    if (!retry || attempt === RETRY.times) {
      if (import.meta.env.DEV) console.warn(`failed loading ${url}`);
      return {};
    }
    await wait(waitMs);
  }
};

/**
 * Remembers the page's language where the boot script looks first on the next visit: storage,
 * and the cookie for browsers whose storage throws.
 */
export function rememberLanguage(lng: Language): void {
  // Private mode without storage: the cookie still remembers.
  writeStorage("localStorage", LANGUAGE_STORAGE_KEY, lng);
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; path=/; SameSite=Lax`;
}
