import { getBlogPosts } from "~/content/catalog.server";
import { feedLink } from "~/features/blog/feed-links";
import { BlogListPage } from "~/features/blog/blog-list-page";
import { namespaceMeta } from "~/features/seo/page-heads";
import { revalidateOnLanguageChange } from "~/i18n/language-switch";
import { languageOfRequest } from "~/i18n/paths";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ location }) => [
  ...namespaceMeta("blogPost", location.pathname),
  feedLink(location.pathname),
];
export const handle = { ns: "blogPost" };
export const shouldRevalidate = revalidateOnLanguageChange;

export async function loader({ request }: Route.LoaderArgs) {
  return { posts: await getBlogPosts(languageOfRequest(request)) };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogListPage posts={loaderData.posts} />;
}
