import { postsOf } from "../blog-content";
import { layout } from "../portfolio-content";

/** One page of each page template on the tests' site, by template. */
export const TEMPLATE_PAGES = {
  profile: "/",
  portfolio: "/portfolio",
  project: `/portfolio/${layout.frontend[0]}`,
  "blog list": "/blog",
  post: `/blog/${postsOf("en")[0]!.urlTitle}`,
  contact: "/contact",
};
