import { createI18n, type I18n } from "./i18n";
import type { Language } from "./languages";
import { fetchLanguage, rememberLanguage } from "./locale-loader";

/**
 * The visitor's instance in the page's language (the address decides it; the boot script has
 * already sent visitors whose choice differs to the twin page), with its texts fetched, and
 * remembered for the next visit as the language chooser's choice is. `prerendered` is the
 * language the HTML was built in, when that differs (the one 404.html): loaded too, to hydrate
 * against.
 */
export async function createClientI18n(lng: Language, prerendered: Language = lng): Promise<I18n> {
  const i18n = createI18n({ lng, load: fetchLanguage });
  await Promise.all([i18n.loadLanguages(lng), i18n.loadLanguages(prerendered)]);
  rememberLanguage(lng);
  i18n.subscribe(() => rememberLanguage(i18n.resolvedLanguage));
  return i18n;
}

/**
 * An instance in the language the HTML was prerendered in, for the rare page whose HTML is not
 * in the visitor's language (the one 404.html at a /sv/ address): React hydrates against it
 * (no mismatch), then the page switches over behind the loading screen.
 */
export function createHydrationI18n(source: I18n, prerendered: Language): I18n {
  return createI18n({ lng: prerendered, resources: source.store.data });
}
