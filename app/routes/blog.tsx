import { data } from "react-router";
import { getBlogPostCards, getTexts, listBlogSlugs } from "~/content/catalog.server";
import { blogPageSize } from "~/content/shown-sections.server";
import { feedLink } from "~/features/blog/feed-links";
import { BlogListPage } from "~/features/blog/blog-list-page";
import { listPageCount, listPageNumber, pageRange } from "~/features/blog/blog-pages";
import { blogListMeta } from "~/features/seo/page-heads";
import { notFoundMeta } from "~/features/seo/not-found-head";
import { revalidateOnLanguageChange } from "~/i18n/language-switch";
import { LANGUAGES } from "~/i18n/languages";
import { languageOfRequest, pathOfRequest } from "~/i18n/paths";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData?.head ?? notFoundMeta(location.pathname);
export const shouldRevalidate = revalidateOnLanguageChange;

// /blog and /blog/page/{n}. Runs at build time for every list page and hands over only that
// page's cards; an address that is no page (/blog/page/1, one past the last) has no prerendered
// page or data file, so the static host answers 404. The tile atop the list carries the owner's
// words; the head (page-heads.ts) is built here too, so the browser's bundle needs none of its texts.
export async function loader({ params, request }: Route.LoaderArgs) {
  const size = blogPageSize();
  const language = languageOfRequest(request);
  // Each language lists the posts written in it (a post may be in one language only).
  const total = (await listBlogSlugs(language)).length;
  const pageCount = listPageCount(total, size);
  // The later pages' route exists only when the posts fill several (routes.ts), so the generated
  // params type names `page` only in such a build.
  const page = listPageNumber((params as { page?: string }).page, pageCount);
  if (page === null) throw data(null, { status: 404 });
  const { start, end } = pageRange(page, size);
  // A later page may exist in one language only: its head and language choice name only those.
  const counts = await Promise.all(LANGUAGES.map(async (lng) => listPageCount((await listBlogSlugs(lng)).length, size)));
  const pageLanguages = LANGUAGES.filter((_, index) => counts[index]! >= page);
  // The content check requires the blog's texts whenever the blog is shown, and so built.
  const { eyebrow = "", intro = "" } = (await getTexts(language)).blog ?? {};
  const address = pathOfRequest(request);
  const head = [...blogListMeta(address, { page, pageCount, languages: pageLanguages }), feedLink(address)];
  const cards = await getBlogPostCards(start, end, language);
  return { posts: cards, page, pageCount, total, texts: { eyebrow, intro }, head, pageLanguages, fallbackPath: "/blog" };
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, page, pageCount, total, texts } = loaderData;
  return <BlogListPage posts={posts} page={page} pageCount={pageCount} total={total} texts={texts} />;
}
