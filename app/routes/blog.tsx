import { BlogListPage } from "~/features/blog/blog-list-page";
import { namespaceMeta } from "~/lib/page-meta";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () => namespaceMeta("blogPost");
export const handle = { ns: "blogPost" };

export default function Blog() {
  return <BlogListPage />;
}
