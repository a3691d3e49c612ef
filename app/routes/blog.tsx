import { getBlogPosts } from "~/content/catalog.server";
import { feedLink } from "~/features/blog/feed-links";
import { BlogListPage } from "~/features/blog/blog-list-page";
import { namespaceMeta } from "~/features/seo/page-heads";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ location }) => [
  ...namespaceMeta("blogPost", location.pathname),
  feedLink(location.pathname),
];
export const handle = { ns: "blogPost" };

export async function loader() {
  return { posts: await getBlogPosts() };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogListPage posts={loaderData.posts} />;
}
