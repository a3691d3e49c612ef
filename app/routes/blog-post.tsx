import { data } from "react-router";
import { feedLink } from "~/features/blog/feed-links";
import { BlogPostPage } from "~/features/blog/blog-post-page";
import { findBlogPost, listBlogPostLinks, listPostLanguages } from "~/content/catalog.server";
import { neighboursOf } from "~/features/blog/post-neighbours";
import { notFoundMeta } from "~/features/seo/not-found-head";
import { postMeta } from "~/features/seo/page-heads";
import { revalidateOnLanguageChange } from "~/i18n/language-switch";
import { languageOfRequest, pathOfRequest } from "~/i18n/paths";
import type { Route } from "./+types/blog-post";

// Runs at build time for every post; an unknown slug has no prerendered page or data file,
// so the static host answers 404 and the not-found page says the post was not found.
export async function loader({ params, request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const post = await findBlogPost(params.urlTitle, language);
  if (!post) throw data(null, { status: 404 });
  const address = pathOfRequest(request);
  // A post may be written in one language only: the head and the language choice offer no twin then.
  const pageLanguages = await listPostLanguages(post.urlTitle);
  const head = [...postMeta(address, post, pageLanguages), feedLink(address)];
  return { post, neighbours: neighboursOf(await listBlogPostLinks(language), post.urlTitle), head, pageLanguages, fallbackPath: "/blog" };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData?.head ?? notFoundMeta(location.pathname);
export const shouldRevalidate = revalidateOnLanguageChange;

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage post={loaderData.post} neighbours={loaderData.neighbours} />;
}
