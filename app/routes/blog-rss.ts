import { getBlogPosts, getSite, getTexts } from "~/content/catalog.server";
import { feedLanguage, feedPath } from "~/features/blog/blog-paths";
import { pathOfRequest } from "~/i18n/paths";
import { feedTitle, rssFeed } from "~/features/blog/rss-feed";
import { createServerI18n } from "~/i18n/server";
import type { Route } from "./+types/blog-rss";

// The channel's name is an interface word; its neutral title and description are the owner's.
const i18n = createServerI18n();

// A resource route: prerendered at build time into build/client/blog/rss.xml and
// rss-{code}.xml for each other language, which the static host serves as plain files.
export async function loader({ request }: Route.LoaderArgs) {
  const language = feedLanguage(pathOfRequest(request));
  if (!language) throw new Response("Not found", { status: 404 });
  const [posts, site, texts] = await Promise.all([getBlogPosts(language), getSite(), getTexts(language)]);
  const xml = rssFeed({
    language,
    siteUrl: site.siteUrl,
    feedPath: feedPath(language),
    title: feedTitle({ title: i18n.getFixedT(language)("blogPost:metaTitle"), feedTitle: texts.blog?.feedTitle ?? "" }, site.name),
    description: texts.meta.blogDescription ?? "",
    posts,
    owner: site,
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
