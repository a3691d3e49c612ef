import { createInstance, type i18n as I18n } from "i18next";
import LanguageDetector from "i18next-browser-languagedetector";
import HttpBackend from "i18next-http-backend";
import { initReactI18next } from "react-i18next";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  LANGUAGE_STORAGE_KEY,
} from "./languages";
import { sharedOptions } from "./options";

// Visitors can pick the language with ?lng=…; otherwise the stored choice, then the browser's
// language. The order below is query, storage, cookie, browser, and the choice is remembered in
// storage and a cookie. A translation file that fails to load is retried (i18next's backend
// connector retries 5xx and network failures, not 4xx or bad JSON, doubling the wait each time).
const detectionOptions = {
  order: ["querystring", "localStorage", "cookie", "navigator", "htmlTag", "path", "subdomain"],
  lookupQuerystring: LANGUAGE_QUERY,
  lookupLocalStorage: LANGUAGE_STORAGE_KEY,
  lookupCookie: LANGUAGE_COOKIE,
  caches: ["localStorage", "cookie"],
  cookieOptions: { path: "/", sameSite: "lax" as const },
};

const backendOptions = {
  loadPath: "/locales/{{lng}}/{{ns}}.json",
};

const retryOptions = { maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 };

/** The visitor's instance: detects, caches and loads their language (and its fallback). */
export async function createClientI18n(): Promise<I18n> {
  const i18n = createInstance();
  await i18n
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...sharedOptions,
      ...retryOptions,
      detection: detectionOptions,
      backend: backendOptions,
      debug: import.meta.env.DEV,
    });
  return i18n;
}

/**
 * The prerendered HTML is English. A visitor in another language hydrates against an
 * English instance first (no mismatch), then the page switches over behind the loading screen.
 */
export function createHydrationI18n(source: I18n): I18n {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    ...sharedOptions,
    lng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: source.store.data[DEFAULT_LANGUAGE] ?? {} },
    initAsync: false,
  });
  return i18n;
}
