import { toPlainText } from "./plain-text";
import type { BlogPost, GraphicProject, Top5Item, WebProject } from "./schemas";

/** What a frontend/backend/fullstack card shows; the detail page's loader carries the rest. */
export type ProjectCardData = Pick<
  WebProject,
  "urlTitle" | "projectType" | "title" | "subTitle" | "applicationType" | "image" | "cardButton" | "links"
> & {
  /**
   * The description as plain text; the card truncates it (to 110 characters) so cards stay even.
   */
  description: string;
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

export function toProjectCard(project: WebProject): ProjectCardData {
  const { urlTitle, projectType, title, subTitle, applicationType, image, cardButton, links } = project;
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
    description: toPlainText(project.description),
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
