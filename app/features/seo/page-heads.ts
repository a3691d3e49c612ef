import type { MetaDescriptor } from "react-router";
import { MENU, type MenuEntry } from "~/features/layout/menu-data";
import type { ResponsiveImageData } from "~/content/image-types";
import type { Localized } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import { identity } from "~/content/identity";
import { toPlainText } from "~/content/plain-text";
import type { BlogPost, GraphicProject, Project } from "~/content/schemas";
import { commonText, pageTexts, type MetaNamespace } from "./meta-strings";
import { fullTitle, pageMeta, placeOf, type HeadText, type ShareImage } from "./page-meta";
import { blogPosting, breadcrumbs, creativeWork, profilePage, type Work } from "./structured-data";

// The head of every kind of page, so route modules' meta exports are one call each. Each takes
// the page's address (location.pathname), whose prefix gives the language.

function menuEntry(path: string): MenuEntry | undefined {
  return MENU.flatMap((item) => [item, ...(item.subMenu ?? [])]).find((item) => item.url === path);
}

/** A page that has section paths: the page itself or one of its sections, all canonical at one URL. */
function sectionedMeta(ns: MetaNamespace, page: { path: string; canonical: string }, address: string) {
  const { path } = placeOf(address);
  const texts = pageTexts(ns);
  const section = path === page.path ? undefined : menuEntry(path);
  return pageMeta({
    path: address,
    canonical: page.canonical,
    title: section ? [commonText(section.title), texts.title] : [texts.title],
    description: section?.description ? [commonText(section.description), texts.description] : [texts.description],
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
  const title: HeadText = { en: identity.tagline?.en ?? home.title.en, sv: identity.tagline?.sv ?? home.title.sv };
  const name = fullTitle([title[lng]], { nameFirst: true });
  return pageMeta({
    path: address,
    title: [title],
    nameFirst: true,
    description: [home.description],
    type: "profile",
    structuredData: [profilePage({ path: localizePath("/", lng), lng, name, description: home.description[lng], portrait })],
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

export function notFoundMeta(address: string): MetaDescriptor[] {
  return pageMeta({
    path: address,
    title: [commonText("notFound.metaTitle")],
    description: [commonText("notFound.message")],
    noindex: true,
  });
}

/** What a detail page's head needs of the project or post its loader delivers. */
type ProjectHead = Pick<Project, "title" | "titleDescription" | "image" | "description" | "applicationType"> &
  Partial<Pick<GraphicProject, "alt">>;
type PostHead = Pick<BlogPost, "title" | "titleDescription" | "img" | "alt" | "date" | "content">;
type DetailHead = Pick<ProjectHead, "title" | "titleDescription" | "alt">;

const DESCRIPTION_MAX = 160;
const DESCRIPTION_ENOUGH = 70;

/** A search-result description: the lead, topped up from the body text when the lead is short. */
export function summarize(lead: string, html = ""): string {
  if (lead.length >= DESCRIPTION_ENOUGH || !html) return lead;
  const text = `${lead.replace(/[.!?]?$/, ".")} ${toPlainText(html)}`;
  if (text.length <= DESCRIPTION_MAX) return text;
  return `${text.slice(0, text.lastIndexOf(" ", DESCRIPTION_MAX - 1))}…`;
}

const SHARE_WIDTH = 1200;

/** The image a social card shows: the pipeline's share JPEG, else the largest WebP up to 1200 px. */
function shareImageOf(image: ResponsiveImageData, alt: string): ShareImage {
  if (image.share) return { src: image.share, width: image.width, height: image.height, alt };
  const variant = image.variants?.filter((v) => v.width <= SHARE_WIDTH).at(-1);
  if (!variant) return { src: image.src, width: image.width, height: image.height, alt };
  return { src: variant.webp, width: variant.width, height: variant.height, alt };
}

type DetailKind = { ns: MetaNamespace; listPath: string; schema: (work: Work) => object };
type Detail = { title: Localized<string>; description: Localized<string>; image: Localized<ShareImage>; published?: string };

function detailMeta(kind: DetailKind, address: string, content: Detail): MetaDescriptor[] {
  const { lng, path } = placeOf(address);
  const list = pageTexts(kind.ns);
  const image = content.image[lng];
  const name = content.title[lng];
  const here = localizePath(path, lng);
  return pageMeta({
    path: address,
    title: [content.title, list.title],
    description: [content.description],
    image,
    type: "article",
    structuredData: [
      kind.schema({ path: here, lng, name, description: content.description[lng], image: image.src, published: content.published }),
      breadcrumbs([
        { name: commonText("logoLabel")[lng], path: localizePath("/", lng) },
        { name: list.title[lng], path: localizePath(kind.listPath, lng) },
        { name, path: here },
      ]),
    ],
  });
}

function detail<T extends DetailHead>(content: Localized<T>, image: ResponsiveImageData, body: (item: T) => string) {
  const field = (pick: (item: T) => string): Localized<string> => ({ en: pick(content.en), sv: pick(content.sv) });
  return {
    title: field((item) => item.title),
    description: field((item) => summarize(item.titleDescription, body(item))),
    image: {
      en: shareImageOf(image, content.en.alt ?? content.en.title),
      sv: shareImageOf(image, content.sv.alt ?? content.sv.title),
    },
  };
}

// One client can have several projects (a website and its packaging): the kind of work keeps
// their titles apart.
const projectTitle = (project: ProjectHead) => `${project.title} – ${project.applicationType}`;

export function projectMeta(address: string, project: Localized<ProjectHead>): MetaDescriptor[] {
  const titled = { en: { ...project.en, title: projectTitle(project.en) }, sv: { ...project.sv, title: projectTitle(project.sv) } };
  return detailMeta(
    { ns: "portfolio", listPath: "/portfolio", schema: creativeWork },
    address,
    detail(titled, project.en.image, (item) => item.description),
  );
}

export function postMeta(address: string, post: Localized<PostHead>): MetaDescriptor[] {
  return detailMeta(
    { ns: "blogPost", listPath: "/blog", schema: blogPosting },
    address,
    { ...detail(post, post.en.img, (item) => item.content), published: post.en.date },
  );
}
