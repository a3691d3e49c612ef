// The head's texts in every language: each page kind's title and description, the section
// names and the not-found page's, and the default share image's alt text. The titles are
// interface words (public/locales); the descriptions, the home title and the share image's alt
// describe the owner, so they are the owner's (content/<lang>/texts.json, its `meta`). Read at
// build time only, by the loaders (page-heads.ts) and the share cards.
import {
  metaTitle as enBlogTitle,
  metaTitlePage as enBlogPageTitle,
  pagination as enBlogPagination,
} from "../../../public/locales/en/blogPost.json";
import {
  logoLabel as enHome,
  menu as enMenu,
  notFound as enNotFound,
} from "../../../public/locales/en/common.json";
import { metaTitle as enContactTitle } from "../../../public/locales/en/contact.json";
import { metaTitle as enPortfolioTitle } from "../../../public/locales/en/portfolio.json";
import { metaTitle as enProfileTitle } from "../../../public/locales/en/profile.json";
import {
  metaTitle as svBlogTitle,
  metaTitlePage as svBlogPageTitle,
  pagination as svBlogPagination,
} from "../../../public/locales/sv/blogPost.json";
import {
  logoLabel as svHome,
  menu as svMenu,
  notFound as svNotFound,
} from "../../../public/locales/sv/common.json";
import { metaTitle as svContactTitle } from "../../../public/locales/sv/contact.json";
import { metaTitle as svPortfolioTitle } from "../../../public/locales/sv/portfolio.json";
import { metaTitle as svProfileTitle } from "../../../public/locales/sv/profile.json";
import { meta as enOwnerMeta } from "@content/en/texts.json";
import { meta as svOwnerMeta } from "@content/sv/texts.json";
import type { MenuEntryKey, OwnerTexts } from "~/content/schemas";
import { MENU_LINES } from "~/content/menu-lines";
import { interpolate } from "~/i18n/i18n";
import type { Language, Localized } from "~/i18n/languages";

// Taken as unknown, so the type check never depends on what the owner wrote: the build's first
// step checks texts.json against its schema and names the file and field (as identity.ts does).
const ownerMeta: unknown = { en: enOwnerMeta, sv: svOwnerMeta };
const OWNER = ownerMeta as Localized<OwnerTexts["meta"]>;
const owner = (key: keyof OwnerTexts["meta"]): Localized<string> => ({ en: OWNER.en[key], sv: OWNER.sv[key] });

type HeadTexts = { title: Localized<string>; description: Localized<string> };

const PAGES = {
  home: { title: owner("homeTitle"), description: owner("homeDescription") },
  profile: { title: { en: enProfileTitle, sv: svProfileTitle }, description: owner("profileDescription") },
  portfolio: { title: { en: enPortfolioTitle, sv: svPortfolioTitle }, description: owner("portfolioDescription") },
  blogPost: { title: { en: enBlogTitle, sv: svBlogTitle }, description: owner("blogDescription") },
  contact: { title: { en: enContactTitle, sv: svContactTitle }, description: owner("contactDescription") },
} satisfies Record<string, HeadTexts>;

export type MetaNamespace = keyof typeof PAGES;

/** A namespace's metaTitle and metaDescription, in every language. */
export function pageTexts(ns: MetaNamespace): HeadTexts {
  return PAGES[ns];
}

/** The blog list's later pages: "Blog – page {{page}}", "Page {{page}} of {{count}}". */
export const BLOG_PAGE_TEXTS = {
  title: { en: enBlogPageTitle, sv: svBlogPageTitle },
  pageOf: { en: enBlogPagination.pageOf, sv: svBlogPagination.pageOf },
} as const satisfies Record<string, Localized<string>>;

/** A text with its {{name}} placeholders filled in, in every language. */
export function fillIn(text: Localized<string>, values: Record<string, string | number>): Localized<string> {
  return { en: interpolate(text.en, values), sv: interpolate(text.sv, values) };
}

const COMMON: Localized<Record<string, unknown>> = {
  en: { menu: enMenu, notFound: enNotFound, logoLabel: enHome },
  sv: { menu: svMenu, notFound: svNotFound, logoLabel: svHome },
};

/** The owner's line under a menu entry (texts.json `menu`), or undefined where they wrote none. */
export function menuLine(key: MenuEntryKey): Localized<string> | undefined {
  const { en, sv } = { en: MENU_LINES.en[key], sv: MENU_LINES.sv[key] };
  return en && sv ? { en, sv } : undefined;
}

/** The default share image's alt text, the owner's. */
export const SHARE_IMAGE_ALT: Localized<string> = owner("shareImageAlt");

/** A head string of common.json by its dotted key (`menu.education.title`), in every language. */
export function commonText(key: string): Localized<string> {
  const pick = (lng: Language) => {
    const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], COMMON[lng]);
    return typeof value === "string" ? value : key;
  };
  return { en: pick("en"), sv: pick("sv") };
}
