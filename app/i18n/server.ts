import { createInstance, type Resource } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, type Language } from "./languages";
import { sharedOptions } from "./options";

// Build time (prerender) and unit tests: the translation files are read from disk, so every
// page's HTML is already translated.
const files = import.meta.glob<Record<string, unknown>>("../../public/locales/*/*.json", {
  eager: true,
  import: "default",
});

function allResources(): Resource {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, data] of Object.entries(files)) {
    const [lng, file] = path.split("/").slice(-2) as [string, string];
    (resources[lng] ??= {})[file.replace(/\.json$/, "")] = data;
  }
  return resources as Resource;
}

export function createServerI18n(lng: Language = DEFAULT_LANGUAGE) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    ...sharedOptions,
    lng,
    resources: allResources(),
    initAsync: false,
  });
  return i18n;
}
