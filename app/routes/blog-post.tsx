import { data } from "react-router";
import { BlogPostPage } from "~/features/blog/blog-post-page";
import { findBlogPost } from "~/content/catalog.server";
import { notFoundMeta, postMeta } from "~/features/seo/page-heads";
import type { Route } from "./+types/blog-post";

export async function loader({ params }: Route.LoaderArgs) {
  const post = await findBlogPost(params.urlTitle);
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData
    ? postMeta(location.pathname, loaderData.post)
    : notFoundMeta(location.pathname);

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage post={loaderData.post} />;
}
