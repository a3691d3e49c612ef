import type { MetaDescriptor } from "react-router";
import { byLanguageFolder } from "~/i18n/languages";
import { languageOfPath } from "~/i18n/paths";
import { withBase } from "~/lib/base-path";
import { feedPath } from "./blog-paths";

// Each language's name for its feed ("Blog (English)"), the only words the browser needs here.
const FEED_TITLES = byLanguageFolder(
  import.meta.glob<{ alternate: string }>("../../../public/locales/*/blogPost.json", { eager: true, import: "feed" }),
);

/**
 * <link rel="alternate"> to the feed in the page's language, so feed readers find it from any
 * blog page. A meta descriptor rather than a `links` export: only meta knows the address.
 */
export function feedLink(address: string): MetaDescriptor {
  const lng = languageOfPath(address);
  const title = FEED_TITLES[lng]?.alternate;
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title, href: withBase(feedPath(lng)) };
}
