import type { InitOptions } from "i18next";
import { LANGUAGES, NAMESPACES } from "./languages";

// Options shared by the build-time (prerender) and browser instances.
export const sharedOptions = {
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: "languageOnly",
  // Every language has every key (locales.test.ts fails the build otherwise), so a page
  // needs only its own language's files: no fallback language to fetch alongside them.
  fallbackLng: false,
  lng: undefined,
  ns: [...NAMESPACES],
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
  react: { useSuspense: false },
} satisfies InitOptions;

