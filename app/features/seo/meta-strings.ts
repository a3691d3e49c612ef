// The head's texts in every language: each page kind's title and description, the section
// names and the not-found page's, and the default share image's alt text. The titles are
// interface words, read through the translation engine as the pages read them; the descriptions,
// the home title and the share image's alt describe the owner, so they are the owner's
// (content/<lang>/texts.json, its `meta`). Read at build time only, by the loaders
// (page-heads.ts) and the share cards.
import type { MenuEntryKey, OwnerTexts } from "~/content/schemas";
import { MENU_LINES } from "~/content/menu-lines";
import { createServerI18n } from "~/i18n/server";
import { byLanguageFolder, inLanguage, LANGUAGES, perLanguage, type Language, type Localized } from "~/i18n/languages";

const i18n = createServerI18n();

/** A translation key (`ns:key`) in every language, its {{name}} placeholders filled from `values`. */
export function headText(key: string, values: Record<string, string | number> = {}): Localized<string> {
  return perLanguage((lng: Language) => i18n.getFixedT(lng)(key, values));
}

// Taken as unknown, so the type check never depends on what the owner wrote: the build's first
// step checks texts.json against its schema and names the file and field (as identity.ts does).
const ownerFiles: Record<string, unknown> = import.meta.glob("@content/*/texts.json", { eager: true, import: "meta" });
const OWNER = byLanguageFolder(ownerFiles) as Localized<OwnerTexts["meta"]>;
// A hidden blog may leave its description out; its pages, which would use it, are not built.
const owner = (key: keyof OwnerTexts["meta"]): Localized<string> => perLanguage((lng) => inLanguage(OWNER, lng)[key] ?? "");

type HeadTexts = { title: Localized<string>; description: Localized<string> };

const PAGES = {
  home: () => ({ title: owner("homeTitle"), description: owner("homeDescription") }),
  profile: () => ({ title: headText("profile:metaTitle"), description: owner("profileDescription") }),
  portfolio: () => ({ title: headText("portfolio:metaTitle"), description: owner("portfolioDescription") }),
  blogPost: () => ({ title: headText("blogPost:metaTitle"), description: owner("blogDescription") }),
  contact: () => ({ title: headText("contact:metaTitle"), description: owner("contactDescription") }),
} satisfies Record<string, () => HeadTexts>;

export type MetaNamespace = keyof typeof PAGES;

/** A namespace's metaTitle and metaDescription, in every language. */
export function pageTexts(ns: MetaNamespace): HeadTexts {
  return PAGES[ns]();
}

/** The owner's line under a menu entry (texts.json `menu`), or undefined where they wrote none. */
export function menuLine(key: MenuEntryKey): Localized<string> | undefined {
  const lines = LANGUAGES.map((lng) => inLanguage(MENU_LINES, lng)[key]);
  return lines.every(Boolean) ? (Object.fromEntries(LANGUAGES.map((lng, i) => [lng, lines[i]])) as Localized<string>) : undefined;
}

/** The default share image's alt text, the owner's. */
export const SHARE_IMAGE_ALT: Localized<string> = owner("shareImageAlt");
