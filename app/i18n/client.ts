import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "./languages";
import { fetchLocales, rememberLanguage } from "./locale-loader";
import { sharedOptions } from "./options";

// A failed translation file is fetched again: i18next's backend connector retries 5xx and
// network failures (not 4xx or bad JSON), doubling the wait each time.
const RETRY_OPTIONS = { maxRetries: 5, retryTimeout: 350, maxParallelReads: 10 };

/**
 * The visitor's instance in the page's language (the address decides it; the boot script has
 * already sent visitors whose choice differs to the twin page), remembered for the next visit
 * as the language chooser's choice is. `prerendered` is the language the HTML was built in,
 * when that differs (the one 404.html): loaded too, to hydrate against.
 */
export async function createClientI18n(lng: Language, prerendered: Language = lng): Promise<I18n> {
  const i18n = createInstance();
  await i18n
    .use(fetchLocales)
    .use(rememberLanguage)
    .use(initReactI18next)
    .init({
      ...sharedOptions,
      ...RETRY_OPTIONS,
      lng,
      preload: prerendered === lng ? false : [prerendered],
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
