import { BlogListPage } from "~/features/blog/blog-list-page";
import { namespaceMeta } from "~/features/seo/page-heads";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ location }) => namespaceMeta("blogPost", location.pathname);
export const handle = { ns: "blogPost" };

export default function Blog() {
  return <BlogListPage />;
}
