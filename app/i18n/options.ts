import type { InitOptions } from "i18next";
import { LANGUAGES, NAMESPACES } from "./languages";

// Options shared by the build-time (prerender) and browser instances.
export const sharedOptions = {
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: "languageOnly",
  // A missing text falls back to English, then Swedish. English itself needs no fallback (a test keeps the
  // two languages' keys identical), which spares English visitors the Swedish files.
  fallbackLng: { en: [], default: ["en", "sv"] },
  lng: undefined,
  ns: [...NAMESPACES],
  defaultNS: "common",
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
  react: { useSuspense: false },
} satisfies InitOptions;
