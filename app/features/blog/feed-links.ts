import type { LinkDescriptor } from "react-router";
import { feed } from "../../../public/locales/en/blogPost.json";
import { FEED_PATHS } from "./blog-paths";

/** <link rel="alternate"> for both feeds, so feed readers find them from any blog page. */
export function feedLinks(): LinkDescriptor[] {
  return [
    { rel: "alternate", type: "application/rss+xml", title: feed.alternateEn, href: FEED_PATHS.en },
    { rel: "alternate", type: "application/rss+xml", title: feed.alternateSv, href: FEED_PATHS.sv },
  ];
}
