// The head's texts in every language: each page kind's title and description, the section
// names and the not-found page's, and the default share image's alt text. Named imports keep
// the bundle to these strings only.
import {
  metaDescription as enBlogDescription,
  metaTitle as enBlogTitle,
  metaTitlePage as enBlogPageTitle,
  pagination as enBlogPagination,
} from "../../../public/locales/en/blogPost.json";
import {
  logoLabel as enHome,
  menu as enMenu,
  notFound as enNotFound,
  shareImageAlt as enShareAlt,
} from "../../../public/locales/en/common.json";
import { metaDescription as enContactDescription, metaTitle as enContactTitle } from "../../../public/locales/en/contact.json";
import { metaDescription as enHomeDescription, metaTitle as enHomeTitle } from "../../../public/locales/en/home.json";
import { metaDescription as enPortfolioDescription, metaTitle as enPortfolioTitle } from "../../../public/locales/en/portfolio.json";
import { metaDescription as enProfileDescription, metaTitle as enProfileTitle } from "../../../public/locales/en/profile.json";
import {
  metaDescription as svBlogDescription,
  metaTitle as svBlogTitle,
  metaTitlePage as svBlogPageTitle,
  pagination as svBlogPagination,
} from "../../../public/locales/sv/blogPost.json";
import {
  logoLabel as svHome,
  menu as svMenu,
  notFound as svNotFound,
  shareImageAlt as svShareAlt,
} from "../../../public/locales/sv/common.json";
import { metaDescription as svContactDescription, metaTitle as svContactTitle } from "../../../public/locales/sv/contact.json";
import { metaDescription as svHomeDescription, metaTitle as svHomeTitle } from "../../../public/locales/sv/home.json";
import { metaDescription as svPortfolioDescription, metaTitle as svPortfolioTitle } from "../../../public/locales/sv/portfolio.json";
import { metaDescription as svProfileDescription, metaTitle as svProfileTitle } from "../../../public/locales/sv/profile.json";
import { interpolate } from "~/i18n/i18n";
import type { Language, Localized } from "~/i18n/languages";

type HeadTexts = { title: Localized<string>; description: Localized<string> };

const PAGES = {
  home: { title: { en: enHomeTitle, sv: svHomeTitle }, description: { en: enHomeDescription, sv: svHomeDescription } },
  profile: { title: { en: enProfileTitle, sv: svProfileTitle }, description: { en: enProfileDescription, sv: svProfileDescription } },
  portfolio: {
    title: { en: enPortfolioTitle, sv: svPortfolioTitle },
    description: { en: enPortfolioDescription, sv: svPortfolioDescription },
  },
  blogPost: { title: { en: enBlogTitle, sv: svBlogTitle }, description: { en: enBlogDescription, sv: svBlogDescription } },
  contact: { title: { en: enContactTitle, sv: svContactTitle }, description: { en: enContactDescription, sv: svContactDescription } },
} as const satisfies Record<string, HeadTexts>;

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
  en: { menu: enMenu, notFound: enNotFound, logoLabel: enHome, shareImageAlt: enShareAlt },
  sv: { menu: svMenu, notFound: svNotFound, logoLabel: svHome, shareImageAlt: svShareAlt },
};

/** A head string of common.json by its dotted key (`menu.education.title`), in every language. */
export function commonText(key: string): Localized<string> {
  const pick = (lng: Language) => {
    const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], COMMON[lng]);
    return typeof value === "string" ? value : key;
  };
  return { en: pick("en"), sv: pick("sv") };
}
