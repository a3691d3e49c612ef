import { useTranslation } from "~/i18n/use-translation";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { BlogPost } from "~/content/schemas";
import { DEFAULT_LANGUAGE, toLanguage, type Localized } from "~/i18n/languages";
import { useLocalized } from "~/i18n/use-localized";
import { BlogBackLink } from "./blog-back-link";
import { BlogPostPanel } from "./blog-post-panel";
import { BlogPostSources } from "./blog-post-sources";
import { formatPostDate } from "./format-post-date";
import { overlayColour } from "./overlay-colour";

// Styles for the post's HTML, rendered from Markdown at build time (p, h2–h4, lists, code,
// pre, blockquote, links, tables). Code scrolls sideways on narrow screens, so the build makes
// each <pre> keyboard-focusable (WCAG 2.1.1); its token colours are in app.css.
const PROSE = [
  "text-base leading-relaxed text-ink md:text-lg dark:text-moon",
  "[&_p]:mt-5 [&>p:first-child]:mt-0",
  "[&>p:first-child]:text-lg md:[&>p:first-child]:text-xl",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2",
  "[&_a]:font-semibold [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-ember",
  "[&_strong]:font-semibold",
  "[&_:not(pre)>code]:rounded-md [&_:not(pre)>code]:bg-paper-2 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5",
  "[&_:not(pre)>code]:text-[0.9em] dark:[&_:not(pre)>code]:bg-night-3",
  "[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-2xl [&_pre]:border [&_pre]:border-line [&_pre]:bg-paper-2 [&_pre]:p-5",
  "[&_pre]:text-sm [&_pre]:leading-relaxed [&_pre]:text-ink dark:[&_pre]:border-night-3 dark:[&_pre]:bg-night-2 dark:[&_pre]:text-moon",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:text-left [&_th]:border-b-2 [&_th]:border-line [&_th]:py-2 [&_th]:pr-4 [&_td]:border-b",
  "[&_td]:border-line [&_td]:py-2 [&_td]:pr-4 dark:[&_th]:border-night-3 dark:[&_td]:border-night-3",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-5 [&_blockquote]:italic",
  "dark:[&_blockquote]:border-ember",
].join(" ");

export function BlogPostPage({ post }: { post: Localized<BlogPost> }) {
  const { t, i18n } = useTranslation("blogPost");
  const item = useLocalized(post);
  const language = toLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const colour = overlayColour(item.urlTitle);
  return (
    <article>
      <header className="border-b border-line bg-paper-2 dark:border-night-3 dark:bg-night-2">
        <div className="mx-auto max-w-6xl px-5 pb-14 pt-10 md:px-10 md:pb-20 md:pt-14">
          <BlogBackLink />
          <p className="mt-10 flex items-center gap-3 text-sm font-semibold text-ink-2 dark:text-moon-2">
            <span aria-hidden="true" className="inline-block h-1 w-10 rounded-full" style={{ backgroundColor: colour }} />
            <span>
              {t("post.published")} <time dateTime={item.date}>{formatPostDate(item.date, language)}</time>
            </span>
          </p>
          <h1 className="mt-4 max-w-4xl text-4xl font-bold md:text-6xl">{item.title}</h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed md:text-xl text-ink-2 dark:text-moon-2">{item.titleDescription}</p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-5 md:px-10">
        <figure className="relative -mt-6 overflow-hidden rounded-3xl border border-line shadow-xl md:-mt-10 dark:border-night-3">
          <ResponsiveImage
            priority
            image={item.img}
            alt={item.alt}
            sizes="(min-width: 1200px) 1100px, 100vw"
            className="aspect-[16/10] w-full object-cover lg:aspect-[2/1]"
          />
        </figure>
        <div className="grid gap-12 py-14 md:py-20 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            <p className="mb-6">
              <span className="sr-only">{t("post.topic")}: </span>
              <span
                className="rounded-full px-3 py-1 font-display text-xs font-semibold uppercase tracking-wider text-paper"
                style={{ backgroundColor: colour }}
              >
                {item.suffix}
              </span>
            </p>
            <div data-testid="blog-post-content" className={PROSE} dangerouslySetInnerHTML={{ __html: item.content }} />
            <BlogPostSources httpHomepage={item.httpHomepage} icon={item.icon} privateText={item.privateText} />
          </div>
          <BlogPostPanel
            titleTeche={item.titleTeche}
            technologies={item.technologies}
            titleKeyFeature={item.titleKeyFeature}
            keyFeatures={item.keyFeatures}
          />
        </div>
      </div>
    </article>
  );
}
