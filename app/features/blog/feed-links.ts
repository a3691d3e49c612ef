import type { MetaDescriptor } from "react-router";
import { feed } from "../../../public/locales/en/blogPost.json";
import { languageOfPath } from "~/i18n/paths";
import { withBase } from "~/lib/base-path";
import { FEED_PATHS } from "./blog-paths";

const FEED_TITLES = { en: feed.alternateEn, sv: feed.alternateSv };

/**
 * <link rel="alternate"> to the feed in the page's language, so feed readers find it from any
 * blog page. A meta descriptor rather than a `links` export: only meta knows the address.
 */
export function feedLink(address: string): MetaDescriptor {
  const lng = languageOfPath(address);
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title: FEED_TITLES[lng], href: withBase(FEED_PATHS[lng]) };
}
