import type { MetaDescriptor } from "react-router";
import { identity, siteName } from "~/content/identity";
import { DEFAULT_LANGUAGE, inLanguage as entryIn, LANGUAGES, type Language, type Localized } from "~/i18n/languages";
import { languageOfPath, localizePath, stripLanguage } from "~/i18n/paths";
import { withBase } from "~/lib/base-path";
import { SHARE_IMAGE_ALT } from "./meta-strings";
import { fullTitle } from "./site-title";

/** The owner's name, or the neutral "Portfolio" while none is set. */
const SITE_NAME = siteName();
const { siteUrl } = identity;

/**
 * A head text in every language, of which the page's address picks one (see pageMeta), or the
 * page's own content, already in its language.
 */
type HeadText = Localized<string> | string;

const inLanguage = (text: HeadText, lng: Language) => (typeof text === "string" ? text : entryIn(text, lng));

export type ShareImage = { src: string; width: number; height: number; alt: string };

/** Where a page is: its language, and its path without the language prefix. */
export type PagePlace = { lng: Language; path: string };

/** `/de/portfolio/` → { lng: "de", path: "/portfolio" }. */
export function placeOf(pathname: string): PagePlace {
  return { lng: languageOfPath(pathname), path: normalizePath(stripLanguage(normalizePath(pathname))) };
}

export type PageHead = {
  /** The page's own address, e.g. location.pathname (with its language prefix). */
  path: string;
  /** Where the page's content lives when several paths show it (profile and portfolio sections), unprefixed. */
  canonical?: string;
  /** Most specific first; the site name is appended. */
  title: HeadText[];
  /** The home page: the owner's name, when set, leads its title instead of closing it. */
  nameFirst?: boolean;
  /** Joined with a dash: "Education — About me, skills…". */
  description: HeadText[];
  image?: ShareImage;
  type?: "website" | "article" | "profile";
  structuredData?: object[];
  noindex?: boolean;
  /** The languages the page exists in, when not every one (a post written in one language only). */
  languages?: readonly Language[];
};

/** content/images/og/default.svg, published by the postbuild step (scripts/seo/share-image.mjs). */
function defaultShareImage(lng: Language): ShareImage {
  return { src: "/og-default.jpg", width: 1200, height: 630, alt: entryIn(SHARE_IMAGE_ALT, lng) };
}

/** Hosts that serve `/x` from `x/index.html` may redirect to `/x/`; both are the same page. */
function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** The public URL of an address as the browser asks for it (an image's src, with the base path). */
export function addressUrl(address: string): string {
  return new URL(address, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).href;
}

/** The public URL of a site path (`/blog/`), under the path the site is served under. */
export function absoluteUrl(path: string): string {
  return addressUrl(withBase(path));
}

/**
 * A page's public address. Pages are built as `x/index.html`, which Netlify, Cloudflare Pages
 * and GitHub Pages serve at `/x/` and reach from `/x` by a redirect; the canonical URL is the
 * one they serve without one. (scripts/seo/pages.mjs follows the same rule.)
 */
export function pageUrl(path: string): string {
  const clean = normalizePath(path);
  return absoluteUrl(clean === "/" ? clean : `${clean}/`);
}

/** The public address of an unprefixed path in a language: ("/blog", "de") → https://…/de/blog/. */
function localizedUrl(path: string, lng: Language): string {
  return pageUrl(localizePath(path, lng));
}

function joinDescription(parts: string[]): string {
  return parts.join(" — ");
}

/** Open Graph's locale, language and likeliest country: "en" → en_US, "de" → de_DE. */
function ogLocale(lng: Language): string {
  const { language, region } = new Intl.Locale(lng).maximize();
  return region ? `${language}_${region}` : language;
}

/**
 * The page in each language it exists in (hreflang) and x-default, the first language's when the
 * page has it; a one-language site has no other version to name, so none.
 */
export function alternates(
  canonical: string,
  languages: readonly Language[] = LANGUAGES,
  siteLanguages: readonly Language[] = LANGUAGES,
): MetaDescriptor[] {
  if (siteLanguages.length < 2) return [];
  const fallback = languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : (languages[0] ?? DEFAULT_LANGUAGE);
  return [
    ...languages.map((other) => ({ tagName: "link", rel: "alternate", hrefLang: other, href: localizedUrl(canonical, other) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: localizedUrl(canonical, fallback) },
  ];
}

/**
 * The head of a page in the language its address is in: title, description, the canonical
 * URL, the same page in every other language (hreflang, x-default the first language's), Open Graph and
 * Twitter cards, and JSON-LD.
 */
export function pageMeta(head: PageHead): MetaDescriptor[] {
  const { lng, path } = placeOf(head.path);
  const title = fullTitle(head.title.map((part) => inLanguage(part, lng)), { nameFirst: head.nameFirst });
  const description = joinDescription(head.description.map((part) => inLanguage(part, lng)));
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  if (head.noindex) return [...tags, { name: "robots", content: "noindex" }];
  const canonical = head.canonical ?? path;
  const url = localizedUrl(canonical, lng);
  // hreflang names only the versions that exist; x-default is the default language's, else this one.
  const versions = head.languages ?? LANGUAGES;
  const image = head.image ?? defaultShareImage(lng);
  const imageUrl = absoluteUrl(image.src);
  tags.push(
    { tagName: "link", rel: "canonical", href: url },
    ...alternates(canonical, versions),
    { property: "og:type", content: head.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: ogLocale(lng) },
    ...versions.filter((other) => other !== lng).map((other) => ({ property: "og:locale:alternate", content: ogLocale(other) })),
    { property: "og:url", content: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  );
  for (const data of head.structuredData ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
