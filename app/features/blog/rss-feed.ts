import type { Language } from "~/i18n/languages";
import { canonicalPath, localizePath } from "~/i18n/paths";
import { withBase } from "~/lib/base-path";
import { postPath } from "./blog-paths";

export type FeedPost = {
  urlTitle: string;
  title: string;
  titleDescription: string;
  date: string;
  suffix: string;
};

type Feed = {
  language: Language;
  siteUrl: string;
  /** Where this feed lives, e.g. /blog/rss.xml (for atom:link rel="self"). */
  feedPath: string;
  title: string;
  description: string;
  posts: FeedPost[];
  /** The owner, named in the channel when site.json sets a name. */
  owner?: { name?: string; email: string };
};

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}

/** A site path's public URL, under the path the site is served under. */
function absolute(path: string, siteUrl: string): string {
  return new URL(withBase(path), siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).href;
}

/** RFC 822 date, as RSS 2.0 wants it: "Tue, 11 Feb 2025 00:00:00 GMT". */
function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/** The channel's title: the blog and the owner's name, or the owner's feed title while none is set. */
export function feedTitle(texts: { title: string; feedTitle: string }, name?: string): string {
  return name ? `${texts.title} · ${name}` : texts.feedTitle;
}

/** An RSS 2.0 document for one language's posts, every URL absolute and canonical (`…/blog/a-post/`). */
export function rssFeed({ language, siteUrl, feedPath, title, description, posts, owner }: Feed): string {
  const sorted = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  const items = sorted.map((post) => {
    const url = absolute(canonicalPath(localizePath(postPath(post.urlTitle), language)), siteUrl);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <category>${escapeXml(post.suffix)}</category>`,
      `      <description>${escapeXml(post.titleDescription)}</description>`,
      "    </item>",
    ].join("\n");
  });
  // The newest post's date, not the clock: the same content builds the same feed.
  const updated = sorted[0] ? [`    <lastBuildDate>${rfc822(sorted[0].date)}</lastBuildDate>`] : [];
  // RSS 2.0 names a person as "address (Name)".
  const editor = owner?.name ? [`    <managingEditor>${escapeXml(`${owner.email} (${owner.name})`)}</managingEditor>`] : [];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(absolute(canonicalPath(localizePath("/blog", language)), siteUrl))}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    `    <language>${language}</language>`,
    ...editor,
    `    <atom:link href="${escapeXml(absolute(feedPath, siteUrl))}" rel="self" type="application/rss+xml"/>`,
    ...updated,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
