import { withBase } from "~/lib/base-path";
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
 * failures are tried again; a 4xx answer or a file that is not a JSON object will not get better
 * by asking again. A file that cannot be had rejects with what went wrong: showing keys in place
 * of the prerendered text is never the better choice (see hydrate.tsx).
 */
export const fetchLanguage: LoadLanguage = async (lng) => {
  const url = withBase(`/locales/${lng}.json`);
  for (let attempt = 0, waitMs = RETRY.firstWaitMs; ; attempt++, waitMs *= 2) {
    let failure: string;
    let response: Response | undefined;
    try {
      response = await fetch(url);
    } catch (error) {
      failure = `could not be reached (${error instanceof Error ? error.message : String(error)})`;
    }
    if (response?.ok) return parseTexts(url, await response.text());
    failure ??= `answered ${response?.status}`;
    const retry = !response || response.status >= 500;
    if (!retry || attempt === RETRY.times) {
      throw new Error(`${url} ${failure}${attempt ? ` after ${attempt} retries` : ""}`);
    }
    await wait(waitMs);
  }
};

function parseTexts(url: string, body: string): LanguageTexts {
  let texts: unknown;
  try {
    texts = JSON.parse(body);
  } catch {
    throw new Error(`${url} is not JSON`);
  }
  if (typeof texts !== "object" || texts === null || Array.isArray(texts)) throw new Error(`${url} is not a JSON object`);
  return texts as LanguageTexts;
}

/**
 * Remembers the page's language where the boot script looks first on the next visit: storage,
 * and the cookie for browsers whose storage throws.
 */
export function rememberLanguage(lng: Language): void {
  // Private mode without storage: the cookie still remembers.
  writeStorage("localStorage", LANGUAGE_STORAGE_KEY, lng);
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; path=/; SameSite=Lax`;
}
