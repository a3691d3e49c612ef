import type { MetaDescriptor } from "react-router";
import { MENU, type MenuEntry } from "~/features/layout/menu-data";
import type { Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import { inLanguage, perLanguage, type Localized } from "~/i18n/languages";
import { identity } from "~/content/identity";
import { listPagePath } from "~/features/blog/blog-paths";
import { toPlainText } from "~/content/plain-text";
import type { BlogPost, Project } from "~/content/schemas";
import { headText, menuLine, pageTexts, type MetaNamespace } from "./meta-strings";
import { pageMeta, pageUrl, placeOf, type ShareImage } from "./page-meta";
import { fullTitle } from "./site-title";
import { SHARE_CARD_SIZE, shareCardPath } from "./share-card-path";
import { blogPosting, breadcrumbs, creativeWork, profilePage, type Work } from "./structured-data";

// The head of every kind of page. The route loaders call these at build time with the page's
// address (pathOfRequest), whose prefix gives the language, and hand the result over with the
// page's data; the routes' meta exports only return it. The browser's bundle thus carries none
// of the heads' texts or code (only not-found-head.ts, for an address nothing was built for),
// and a client-side navigation gets the new page's head with its data file.

function menuEntry(path: string): MenuEntry | undefined {
  return MENU.flatMap((item) => [item, ...(item.subMenu ?? [])]).find((item) => item.url === path);
}

/** A page that has section paths: the page itself or one of its sections, all canonical at one URL. */
function sectionedMeta(ns: MetaNamespace, page: { path: string; canonical: string }, address: string) {
  const { path } = placeOf(address);
  const texts = pageTexts(ns);
  const section = path === page.path ? undefined : menuEntry(path);
  // The section's line in the menu, which the owner wrote, leads its description.
  const line = section?.description && menuLine(section.description);
  return pageMeta({
    path: address,
    canonical: page.canonical,
    title: section ? [headText(`common:${section.title}`), texts.title] : [texts.title],
    description: line ? [line, texts.description] : [texts.description],
  });
}

/**
 * `/`, `/profile` and `/profile/{section}`: one profile page, canonical at `/`. The home title
 * is the owner's name and role when site.json sets them; `portrait` is the portrait's URL.
 */
export function profileMeta(address: string, portrait?: string): MetaDescriptor[] {
  const { lng, path } = placeOf(address);
  if (path !== "/") return sectionedMeta("profile", { path: "/profile", canonical: "/" }, address);
  const home = pageTexts("home");
  const title: Localized<string> = perLanguage((l) => identity.tagline?.[l] ?? inLanguage(home.title, l));
  const name = fullTitle([inLanguage(title, lng)], { nameFirst: true });
  return pageMeta({
    path: address,
    title: [title],
    nameFirst: true,
    description: [home.description],
    type: "profile",
    structuredData: [profilePage({ path: localizePath("/", lng), lng, name, description: inLanguage(home.description, lng), portrait })],
  });
}

/** `/portfolio` and `/portfolio/{section}`, canonical at `/portfolio`. */
export function portfolioMeta(address: string): MetaDescriptor[] {
  return sectionedMeta("portfolio", { path: "/portfolio", canonical: "/portfolio" }, address);
}

/** A page whose head is its namespace's metaTitle and metaDescription. */
export function namespaceMeta(ns: MetaNamespace, address: string): MetaDescriptor[] {
  const page = pageTexts(ns);
  return pageMeta({ path: address, title: [page.title], description: [page.description] });
}

/**
 * `/blog` and `/blog/page/{n}`. Each list page is a page of its own: a later one names its number
 * ("Blog – page 2") and is canonical at its own address. Each links the pages before and after it
 * (rel prev and next), so crawlers can walk the list.
 */
/** `languages`: those whose list reaches this page, when not every one (posts in one language). */
export function blogListMeta(
  address: string,
  { page, pageCount, languages }: { page: number; pageCount: number; languages?: readonly Language[] },
): MetaDescriptor[] {
  const { lng } = placeOf(address);
  const numbers = { page, count: pageCount };
  const head =
    page === 1
      ? namespaceMeta("blogPost", address)
      : pageMeta({
        path: address,
        title: [headText("blogPost:metaTitlePage", numbers)],
        description: [headText("blogPost:pagination.pageOf", numbers), pageTexts("blogPost").description],
        languages,
      });
  const neighbour = (rel: "prev" | "next", to: number): MetaDescriptor[] =>
    to >= 1 && to <= pageCount ? [{ tagName: "link", rel, href: pageUrl(localizePath(listPagePath(to), lng)) }] : [];
  return [...head, ...neighbour("prev", page - 1), ...neighbour("next", page + 1)];
}

/** What a detail page's head needs of the project or post its loader delivers. */
type ProjectHead = Pick<Project, "title" | "subTitle" | "description" | "applicationType" | "shareImageAlt">;
type PostHead = Pick<BlogPost, "title" | "titleDescription" | "alt" | "date" | "content">;
type DetailHead = { title: string; titleDescription: string; alt?: string };

const DESCRIPTION_MAX = 160;
const DESCRIPTION_ENOUGH = 70;

/** A search-result description: the lead, topped up from the body text when the lead is short. */
export function summarize(lead: string, html = ""): string {
  if (lead.length >= DESCRIPTION_ENOUGH || !html) return lead;
  const text = `${lead.replace(/[.!?]?$/, ".")} ${toPlainText(html)}`;
  if (text.length <= DESCRIPTION_MAX) return text;
  return `${text.slice(0, text.lastIndexOf(" ", DESCRIPTION_MAX - 1))}…`;
}

/** The page's link-preview picture: its cover with its title, made by routes/share-card.ts. */
function shareCardOf(pagePath: string, alt: string): ShareImage {
  return { src: shareCardPath(pagePath), ...SHARE_CARD_SIZE, alt };
}

type DetailKind = { ns: MetaNamespace; listPath: string; schema: (work: Work) => object };
type Detail = { head: DetailHead; body: string; published?: string; languages?: readonly Language[] };

/**
 * A project's or post's head, from the page's content in the address's language; the twin's
 * hreflang link needs only its address.
 */
function detailMeta(kind: DetailKind, address: string, { head, body, published, languages }: Detail): MetaDescriptor[] {
  const { lng, path } = placeOf(address);
  const list = pageTexts(kind.ns);
  const name = head.title;
  const description = summarize(head.titleDescription, body);
  const here = localizePath(path, lng);
  const image = shareCardOf(here, head.alt ?? name);
  return pageMeta({
    path: address,
    title: [name, list.title],
    description: [description],
    image,
    type: "article",
    languages,
    structuredData: [
      kind.schema({ path: here, lng, name, description, image: image.src, published }),
      breadcrumbs([
        { name: inLanguage(headText("common:logoLabel"), lng), path: localizePath("/", lng) },
        { name: inLanguage(list.title, lng), path: localizePath(kind.listPath, lng) },
        { name, path: here },
      ]),
    ],
  });
}

// One client can have several projects (a website and its packaging): the kind of work keeps
// their titles apart.
const projectTitle = (project: ProjectHead) => `${project.title} – ${project.applicationType}`;

export function projectMeta(address: string, project: ProjectHead): MetaDescriptor[] {
  return detailMeta({ ns: "portfolio", listPath: "/portfolio", schema: creativeWork }, address, {
    // The sentence under the title leads, topped up from the description when it is short.
    head: { title: projectTitle(project), titleDescription: project.subTitle, alt: project.shareImageAlt },
    body: project.description,
  });
}

/** `languages`: those the post is written in, when not every one. */
export function postMeta(address: string, post: PostHead, languages?: readonly Language[]): MetaDescriptor[] {
  return detailMeta({ ns: "blogPost", listPath: "/blog", schema: blogPosting }, address, {
    head: post,
    body: post.content,
    published: post.date,
    languages,
  });
}
