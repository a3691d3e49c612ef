import { createI18n, type Resources } from "./i18n";
import { DEFAULT_LANGUAGE, type Language } from "./languages";

// Build time (prerender) and unit tests: the translation files are read from disk, so every
// page's HTML is already translated.
const files = import.meta.glob<Record<string, never>>("../../public/locales/*/*.json", {
  eager: true,
  import: "default",
});

function allResources(): Resources {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [path, data] of Object.entries(files)) {
    const [lng, file] = path.split("/").slice(-2) as [string, string];
    (resources[lng] ??= {})[file.replace(/\.json$/, "")] = data;
  }
  return resources as Resources;
}

export function createServerI18n(lng: Language = DEFAULT_LANGUAGE) {
  return createI18n({ lng, resources: allResources() });
}
