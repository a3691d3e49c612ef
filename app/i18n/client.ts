import { createInstance, type i18n as I18n } from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import HttpBackend from "i18next-http-backend";
import { initReactI18next } from "react-i18next";
import {
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from "./languages";
import { sharedOptions } from "./options";

// The boot script detects the language (query, storage, cookie, browser) before anything
// paints; here the detector only remembers the page's language in storage and the cookie, where
// the boot script looks first on the next visit.
const detectionOptions = {
  order: [],
  lookupQuerystring: LANGUAGE_QUERY,
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  lookupCookie: LANGUAGE_COOKIE,
  caches: ["localStorage", "cookie"],
  cookieOptions: { path: "/", sameSite: "lax" as const },
};

const backendOptions = {
  loadPath: "/locales/{{lng}}/{{ns}}.json",
};

// A failed translation file is fetched again: i18next's backend connector retries 5xx and
// network failures (not 4xx or bad JSON), doubling the wait each time.
const retryOptions = { maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 };

/**
 * The visitor's instance in the page's language (the address decides it; the boot script has
 * already sent visitors whose choice differs to the twin page). The language detector remains
 * to remember the language the way the chooser does. `prerendered` is the language the HTML
 * was built in, when that differs (the one 404.html): loaded too, to hydrate against.
 */
export async function createClientI18n(lng: Language, prerendered: Language = lng): Promise<I18n> {
  const i18n = createInstance();
  await i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...sharedOptions,
      ...retryOptions,
      lng,
      preload: prerendered === lng ? false : [prerendered],
      detection: detectionOptions,
      backend: backendOptions,
      debug: import.meta.env.DEV,
    });
  return i18n;
}

/**
 * An instance in the language the HTML was prerendered in, for the rare page whose HTML is not
 * in the visitor's language (the one 404.html at a /sv/ address): React hydrates against it
 * (no mismatch), then the page switches over behind the loading screen.
 */
export function createHydrationI18n(source: I18n, prerendered: Language): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    ...sharedOptions,
    lng: prerendered,
    resources: { [prerendered]: source.store.data[prerendered] ?? {} },
    initAsync: false,
  });
  return i18n;
}
