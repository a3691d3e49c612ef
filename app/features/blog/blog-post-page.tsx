import { useTranslation } from "~/i18n/use-translation";
import { DraftBadge } from "~/components/ui/draft-badge";
import { HtmlContent } from "~/components/ui/html-content";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { BlogPost } from "~/content/schemas";
import { BlogBackLink } from "./blog-back-link";
import { BlogPostPanel } from "./blog-post-panel";
import { BlogPostSources } from "./blog-post-sources";
import { formatPostDate } from "./format-post-date";
import { overlayColour } from "./overlay-colour";
import { useLanguage } from "~/i18n/use-language";

// The post's HTML is rendered from Markdown at build time. Code scrolls sideways on narrow
// screens, so the build makes each <pre> keyboard-focusable (WCAG 2.1.1); its token colours are in app.css.
const POST_TEXT = "text-base leading-relaxed text-fg md:text-lg [&>p:first-child]:text-lg md:[&>p:first-child]:text-xl";

export function BlogPostPage({ post: item }: { post: BlogPost }) {
  const { t } = useTranslation("blogPost");
  const language = useLanguage();
  const colour = overlayColour(item.urlTitle);
  return (
    <article>
      <header className="border-b border-line bg-surface-alt">
        <div className="mx-auto max-w-6xl px-5 pb-14 pt-10 md:px-10 md:pb-20 md:pt-14">
          <BlogBackLink />
          <p className="mt-10 flex items-center gap-3 text-sm font-semibold text-muted">
            <span aria-hidden="true" className="inline-block h-1 w-10 rounded-full" style={{ backgroundColor: colour }} />
            <span>
              {t("post.published")} <time dateTime={item.date}>{formatPostDate(item.date, language)}</time>
            </span>
          </p>
          <DraftBadge draft={item.draft} className="mt-4" />
          <h1 className="mt-4 max-w-4xl text-4xl font-bold md:text-6xl">{item.title}</h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed md:text-xl text-muted">{item.titleDescription}</p>
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-5 md:px-10">
        <figure className="relative -mt-6 overflow-hidden rounded-3xl border border-line shadow-xl md:-mt-10">
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
            <HtmlContent data-testid="blog-post-content" className={POST_TEXT} html={item.content} />
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
