import type { MetaDescriptor } from "react-router";
import { logoLabel, menu, notFound } from "../../../public/locales/en/common.json";
import { MENU, type MenuEntry } from "~/features/layout/menu-data";
import type { Localized } from "~/i18n/languages";
import type { MetaNamespace } from "~/i18n/meta-strings";
import {
  DEFAULT_SHARE_IMAGE,
  fullTitle,
  joinDescription,
  namespaceTexts,
  normalizePath,
  pageMeta,
  type HeadText,
  type ShareImage,
} from "~/lib/page-meta";
import { blogPosting, breadcrumbs, creativeWork, profilePage, type Work } from "./structured-data";

// The head of every kind of page, so route modules' meta exports are one call each.

function commonText(key: string): HeadText {
  const en = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], { menu, notFound });
  return { en: typeof en === "string" ? en : key, ns: "common", key };
}

function menuEntry(path: string): MenuEntry | undefined {
  return MENU.flatMap((item) => [item, ...(item.subMenu ?? [])]).find((item) => item.url === path);
}

/** A page that has section paths: the page itself or one of its sections, all canonical at one URL. */
function sectionedMeta(ns: MetaNamespace, page: { path: string; canonical: string }, rawPath: string) {
  const path = normalizePath(rawPath);
  const texts = namespaceTexts(ns);
  const section = path === page.path ? undefined : menuEntry(path);
  return pageMeta({
    path,
    canonical: page.canonical,
    title: section ? [commonText(section.title), texts.title] : [texts.title],
    description: section?.description ? [commonText(section.description), texts.description] : [texts.description],
  });
}

/** `/`, `/profile` and `/profile/{section}`: one profile page, canonical at `/`. */
export function profileMeta(path: string): MetaDescriptor[] {
  if (normalizePath(path) !== "/") return sectionedMeta("profile", { path: "/profile", canonical: "/" }, path);
  const home = namespaceTexts("home");
  return pageMeta({
    path,
    title: [home.title],
    description: [home.description],
    type: "profile",
    structuredData: [profilePage({ path, name: fullTitle([home.title.en]), description: home.description.en })],
  });
}

/** `/portfolio` and `/portfolio/{section}`, canonical at `/portfolio`. */
export function portfolioMeta(path: string): MetaDescriptor[] {
  return sectionedMeta("portfolio", { path: "/portfolio", canonical: "/portfolio" }, path);
}

/** A page whose head is its namespace's metaTitle and metaDescription. */
export function namespaceMeta(ns: MetaNamespace, path: string): MetaDescriptor[] {
  const page = namespaceTexts(ns);
  return pageMeta({ path, title: [page.title], description: [page.description] });
}

export function notFoundMeta(path: string): MetaDescriptor[] {
  const title: HeadText = { en: notFound.metaTitle, ns: "common", key: "notFound.metaTitle" };
  return pageMeta({ path, title: [title], description: [commonText("notFound.message")], noindex: true });
}

export type DetailContent = {
  title: Localized<string>;
  /** Falls back to the list page's description, led by the title so it stays unique. */
  description?: Localized<string>;
  image?: ShareImage;
  /** ISO date. */
  published?: string;
};

type DetailKind = { ns: MetaNamespace; listPath: string; schema: (work: Work) => object };

function detailMeta(kind: DetailKind, path: string, content: DetailContent): MetaDescriptor[] {
  const list = namespaceTexts(kind.ns);
  const description: HeadText[] = content.description ? [content.description] : [content.title, list.description];
  const image = content.image ?? DEFAULT_SHARE_IMAGE;
  const name = content.title.en;
  return pageMeta({
    path,
    title: [content.title, list.title],
    description,
    image,
    type: "article",
    structuredData: [
      kind.schema({
        path,
        name,
        description: joinDescription(description.map((part) => part.en)),
        image: image.src,
        published: content.published,
      }),
      breadcrumbs([
        { name: logoLabel, path: "/" },
        { name: list.title.en, path: kind.listPath },
        { name, path },
      ]),
    ],
  });
}

export function projectMeta(path: string, project: DetailContent): MetaDescriptor[] {
  return detailMeta({ ns: "portfolio", listPath: "/portfolio", schema: creativeWork }, path, project);
}

export function postMeta(path: string, post: DetailContent): MetaDescriptor[] {
  return detailMeta({ ns: "blogPost", listPath: "/blog", schema: blogPosting }, path, post);
}

/** One field of content that a loader delivered in every language. */
export function localizedField<T>(content: Localized<T>, field: (item: T) => string): Localized<string> {
  return { en: field(content.en), sv: field(content.sv) };
}
