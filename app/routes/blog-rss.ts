import { getBlogPosts, getSite, getTexts } from "~/content/catalog.server";
import { FEED_PATHS, feedLanguage } from "~/features/blog/blog-paths";
import { pathOfRequest } from "~/i18n/paths";
import { feedTitle, rssFeed } from "~/features/blog/rss-feed";
import en from "../../public/locales/en/blogPost.json";
import sv from "../../public/locales/sv/blogPost.json";
import type { Route } from "./+types/blog-rss";

// The channel's name is an interface word; its neutral title and description are the owner's.
const TITLES = { en: en.metaTitle, sv: sv.metaTitle };

// A resource route: prerendered at build time into build/client/blog/rss.xml and
// rss-sv.xml, which the static host serves as plain files.
export async function loader({ request }: Route.LoaderArgs) {
  const language = feedLanguage(pathOfRequest(request));
  if (!language) throw new Response("Not found", { status: 404 });
  const [posts, site, texts] = await Promise.all([getBlogPosts(language), getSite(), getTexts(language)]);
  const xml = rssFeed({
    language,
    siteUrl: site.siteUrl,
    feedPath: FEED_PATHS[language],
    title: feedTitle({ title: TITLES[language], feedTitle: texts.blog?.feedTitle ?? "" }, site.name),
    description: texts.meta.blogDescription ?? "",
    posts,
    owner: site,
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
