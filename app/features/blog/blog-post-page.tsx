import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalized } from "~/i18n/use-localized";
import type { Localized } from "~/i18n/languages";
import type { BlogPost } from "~/content/schemas";

export function BlogPostPage({ post }: { post: Localized<BlogPost> }) {
  const { t } = useTranslation("blogPost");
  const item = useLocalized(post);
  return (
    <article className="mx-auto max-w-3xl px-6 py-16">
      <Link to="/blog" className="font-semibold underline">
        {t("back")}
      </Link>
      <h1 className="mt-6 text-4xl font-bold md:text-5xl">{item.title}</h1>
    </article>
  );
}
