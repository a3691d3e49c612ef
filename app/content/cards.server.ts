import { toPlainText } from "./plain-text";
import type { BlogPost, GraphicProject, Top5Item, WebProject } from "./schemas";

/** What a frontend/backend/fullstack card shows; the detail page's loader carries the rest. */
export type ProjectCardData = Pick<
  WebProject,
  "urlTitle" | "projectType" | "title" | "subTitle" | "applicationType" | "image" | "cardButton" | "links"
> & {
  /**
   * What the card says: the project's `summary`, a sentence short enough to show whole, or else
   * the description as plain text, which the card truncates (to 110 characters).
   */
  description: string;
  /** The year beside the kind of work on the card's line: `year`, or the last one its duration names. */
  year?: number;
};

/** What a blog list card shows. */
export type BlogPostCard = Pick<
  BlogPost,
  "urlTitle" | "title" | "titleDescription" | "img" | "imgFocus" | "alt" | "suffix" | "date" | "draft"
> & {
  /** The start of the content as plain text, long enough for the card's 160 characters. */
  excerpt: string;
};

export type Portfolio = {
  top5: Top5Item[];
  frontend: ProjectCardData[];
  backend: ProjectCardData[];
  fullstack: ProjectCardData[];
  /** Whole projects: the graphic grid opens each one in a panel on the same page. */
  graphic: GraphicProject[];
};

const EXCERPT_LENGTH = 320;

/** The latest year a text names ("autumn 2022 – winter 2023": 2023), if any. */
function latestYear(text: string): number | undefined {
  const years = [...text.matchAll(/\b(?:19|20)\d{2}\b/g)].map(([found]) => Number(found));
  return years.length > 0 ? Math.max(...years) : undefined;
}

export function toProjectCard(project: WebProject): ProjectCardData {
  const { urlTitle, projectType, title, subTitle, applicationType, image, cardButton, links, summary } = project;
  const year = project.year ?? latestYear(toPlainText(project.projectDuration));
  return {
    urlTitle,
    projectType,
    title,
    subTitle,
    applicationType,
    image,
    // The card's named links are the project's links out; its page lists them with their notes.
    // A private link (company code) leads nowhere a visitor may go, so the card leaves it out:
    // its page offers a walkthrough instead.
    links: links.flatMap(({ type, url, icon, private: closed }) => (url && !closed ? [{ type, url, icon }] : [])),
    ...(cardButton && { cardButton }),
    ...(year !== undefined && { year }),
    description: summary ?? toPlainText(project.description),
  };
}

export function toBlogPostCard(post: BlogPost): BlogPostCard {
  const { urlTitle, title, titleDescription, img, imgFocus, alt, suffix, date, draft } = post;
  const text = toPlainText(post.content);
  const excerpt = text.length <= EXCERPT_LENGTH ? text : text.slice(0, text.lastIndexOf(" ", EXCERPT_LENGTH));
  // Only drafts (and posts with a focus) carry the field, so other cards' data stays as small.
  return {
    urlTitle, title, titleDescription, img, alt, suffix, date, excerpt,
    ...(draft ? { draft } : {}),
    ...(imgFocus ? { imgFocus } : {}),
  };
}
