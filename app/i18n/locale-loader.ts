import type { BackendModule, LanguageDetectorModule } from "i18next";
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from "./languages";

// The two i18next plugins the browser needs, in our own few lines instead of
// i18next-http-backend and i18next-browser-languagedetector (docs/decisions/0014). Retrying,
// back-off and the limit on parallel reads stay i18next's own: its backend connector retries a
// read whose callback says it may, so this only has to tell a passing failure from a lasting one.

/** `/locales/<lng>/<ns>.json`, where the build copies public/locales. */
const localeUrl = (language: string, namespace: string) => `/locales/${language}/${namespace}.json`;

/**
 * Reads one translation file. Server errors and network failures may be retried; a 4xx answer
 * or a file that is not JSON will not get better by asking again.
 */
export const fetchLocales: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const url = localeUrl(language, namespace);
    fetch(url).then(
      (response) => {
        if (!response.ok) {
          callback(`failed loading ${url}; status code: ${response.status}`, response.status >= 500);
          return;
        }
        response.json().then(
          (data: unknown) => callback(null, data as Record<string, unknown>),
          () => callback(`failed parsing ${url} to json`, false),
        );
      },
      (error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true),
    );
  },
};

/**
 * Remembers the page's language where the boot script looks first on the next visit: storage,
 * and the cookie for browsers whose storage throws. It detects nothing: the address decides.
 */
export const rememberLanguage: LanguageDetectorModule = {
  type: "languageDetector",
  detect: () => undefined,
  cacheUserLanguage(language) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private mode without storage: the cookie still remembers.
    }
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; SameSite=Lax`;
  },
};
