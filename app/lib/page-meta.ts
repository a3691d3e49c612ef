import type { MetaDescriptor } from "react-router";
import { identity, siteName, type Identity } from "~/content/identity";
import { META, type MetaNamespace } from "~/i18n/meta-strings";
import type { Localized, Namespace } from "~/i18n/languages";

/** The owner's name, or the neutral "Portfolio" while none is set. */
const SITE_NAME = siteName();
const { siteUrl } = identity;

/**
 * A head text in every language. Content (a project's title) arrives from its loader in
 * both languages; page texts are translation keys whose English is known at build time and
 * whose other languages the browser reads from i18next (see useLocalizedHead).
 */
export type HeadText = Localized<string> | TranslationRef;
type TranslationRef = { en: string; ns: Namespace; key: string };

export type ShareImage = { src: string; width: number; height: number; alt: string };

export type PageHead = {
  /** The page's own path, e.g. location.pathname. */
  path: string;
  /** Where the page's content lives when several paths show it (profile and portfolio sections). */
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
};

/** content/images/og/default.svg, published by the postbuild step (scripts/seo/share-image.mjs). */
export const DEFAULT_SHARE_IMAGE: ShareImage = {
  src: "/og-default.jpg",
  width: 1200,
  height: 630,
  alt: "Web developer & graphic designer: portfolio, profile, blog and contact",
};

/** Hosts that serve `/x` from `x/index.html` may redirect to `/x/`; both are the same page. */
export function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).href;
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

/**
 * Joins title parts with the site name ("Blog · Kim Berg"), dropping a part that repeats the
 * one before it. `nameFirst` puts a set name first ("Kim Berg · Web developer"), for the home page.
 */
export function fullTitle(parts: string[], { nameFirst = false, owner = identity }: { nameFirst?: boolean; owner?: Identity } = {}): string {
  const all = nameFirst && owner.name ? [owner.name, ...parts] : [...parts, siteName(owner)];
  return all.filter((part, i) => part !== all[i - 1]).join(" · ");
}

export function joinDescription(parts: string[]): string {
  return parts.join(" — ");
}

/** A namespace's metaTitle and metaDescription as head texts. */
export function namespaceTexts(ns: MetaNamespace): { title: HeadText; description: HeadText } {
  return {
    title: { en: META[ns].title, ns, key: "metaTitle" },
    description: { en: META[ns].description, ns, key: "metaDescription" },
  };
}

// What each rendered page's head says in every language, for the browser to retitle the
// page when the visitor's language is not the prerendered one. Meta functions run on every
// render of <Meta />, so the current page's entry is always here before effects run.
type LocalizedHead = Pick<PageHead, "title" | "description" | "nameFirst">;
const heads = new Map<string, LocalizedHead>();

export function localizedHeadFor(path: string): LocalizedHead | undefined {
  return heads.get(normalizePath(path));
}

/** The prerendered head of a page, in English (the prerendered language). */
export function pageMeta(head: PageHead): MetaDescriptor[] {
  const path = normalizePath(head.path);
  heads.set(path, { title: head.title, description: head.description, nameFirst: head.nameFirst });
  const title = fullTitle(head.title.map((part) => part.en), { nameFirst: head.nameFirst });
  const description = joinDescription(head.description.map((part) => part.en));
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  if (head.noindex) return [...tags, { name: "robots", content: "noindex" }];

  const url = pageUrl(head.canonical ?? path);
  const image = head.image ?? DEFAULT_SHARE_IMAGE;
  const imageUrl = absoluteUrl(image.src);
  tags.push(
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: head.type ?? "website" },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "en_US" },
    { property: "og:locale:alternate", content: "sv_SE" },
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
