import { useTranslation } from "~/i18n/use-translation";
import { DraftBadge } from "~/components/ui/draft-badge";
import { HtmlContent } from "~/components/ui/html-content";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { BlogPost } from "~/content/schemas";
import { BlogBackLink } from "./blog-back-link";
import { BlogPostPanel } from "./blog-post-panel";
import { BlogPostNeighbours } from "./blog-post-neighbours";
import { BlogPostSources } from "./blog-post-sources";
import { formatPostDate } from "./format-post-date";
import type { PostNeighbours } from "./post-neighbours";
import { useLanguage } from "~/i18n/use-language";
import { PAGE_COLUMN, SPACE } from "~/components/ui/page-column";

// The post's HTML is rendered from Markdown at build time. Code scrolls sideways on narrow
// screens, so the build makes each <pre> keyboard-focusable (WCAG 2.1.1); its token colours are in app.css.
// A measure of about 66 characters of the 18 px body (the full column held about 85), in rem, not
// ch: a ch is the width of the font's zero, so the text re-wrapped when the web font arrived.
const POST_TEXT =
  "max-w-[36rem] text-base leading-relaxed text-fg md:text-lg [&>p:first-child]:text-lg md:[&>p:first-child]:text-xl";

type Props = { post: BlogPost; neighbours: PostNeighbours };

// From 1024 px the picture stands beside the title, not under it, so the first screen at a desk
// holds the title, the picture and the first lines of the text.
export function BlogPostPage({ post: item, neighbours }: Props) {
  const { t } = useTranslation("blogPost");
  const language = useLanguage();
  return (
    <article>
      <header className="border-b border-line bg-surface-alt">
        <div className={`${PAGE_COLUMN} ${SPACE.top} pb-10 lg:pb-12`}>
          <BlogBackLink />
          <div className="mt-8 grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-12">
            <div>
              {/* Topic and date drawn as the list's cards draw them (plain accent text, the card's
                  thin dash, the muted date), so the post reads as the card opened. On the band the
                  accent is the band's own (the plain one is 4.4:1 on it by day). */}
              <p
                data-testid="post-topic-line"
                className="flex flex-wrap items-center gap-x-3 gap-y-1 font-display text-xs font-semibold uppercase tracking-wider"
              >
                <span className="text-accent-on-alt">
                  <span className="sr-only">{t("post.topic")}: </span>
                  {item.suffix}
                </span>
                <span aria-hidden="true" className="h-px w-4 bg-edge" />
                <span className="text-muted">
                  <span className="sr-only">{t("post.published")} </span>
                  <time dateTime={item.date}>{formatPostDate(item.date, language)}</time>
                </span>
              </p>
              <DraftBadge draft={item.draft} className="mt-4" />
              <h1 className="mt-4 text-4xl font-bold md:text-5xl xl:text-title">{item.title}</h1>
              <p className="mt-5 text-lg leading-relaxed text-muted md:text-xl">{item.titleDescription}</p>
            </div>
            {/* At night the band's own line colour let the picture's edge melt into it. */}
            <figure className="overflow-hidden rounded-3xl border border-line shadow-xl dark:border-white/12">
              <ResponsiveImage
                priority
                image={item.img}
                alt={item.alt}
                sizes="(min-width: 1024px) 416px, 100vw"
                objectPosition={item.imgFocus}
                className="aspect-[16/10] w-full object-cover"
              />
            </figure>
          </div>
        </div>
      </header>
      {/* The summary ("In short") comes first in the page's order, so a phone reads it before the
          text; from 1024 px it moves beside the text. The links and the pager below span the
          whole column, so their two rules are one width and their cards share two columns. */}
      <div className={PAGE_COLUMN}>
        <div className="grid gap-10 pt-8 md:gap-12 md:pt-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="lg:col-start-2 lg:row-start-1 lg:self-stretch">
            <BlogPostPanel
              titleTeche={item.titleTeche}
              technologies={item.technologies}
              titleKeyFeature={item.titleKeyFeature}
              keyFeatures={item.keyFeatures}
            />
          </div>
          <HtmlContent
            data-testid="blog-post-content"
            className={`min-w-0 lg:col-start-1 lg:row-start-1 ${POST_TEXT}`}
            html={item.content}
          />
        </div>
        <BlogPostSources
          httpHomepage={item.httpHomepage}
          icon={item.icon}
          privateText={item.privateText}
          repository={item.repository}
        />
        <div className={SPACE.bottom}>
          <BlogPostNeighbours previous={neighbours.previous} next={neighbours.next} />
        </div>
      </div>
    </article>
  );
}
