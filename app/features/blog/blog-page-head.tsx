import { useTranslation } from "~/i18n/use-translation";
import { withBase } from "~/lib/base-path";
import { feedPath } from "./blog-paths";
import { useLanguage } from "~/i18n/use-language";

// The usual feed symbol: a dot and two arcs.
const FEED_ICON =
  "M5 17a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm-2-7v3a8 8 0 0 1 8 8h3A11 11 0 0 0 3 10Zm0-7v3a15 15 0 0 1 15 15h3A18 18 0 0 0 3 3Z";

/** The owner's words about their blog (content/<lang>/texts.json). */
export type BlogHeadTexts = { eyebrow: string; intro: string };

/**
 * The list's opening, drawn as the portfolio's is: eyebrow, the page's one h1, the owner's intro
 * and the feed link, at the top left, before the years and their cards. (In a tile inside the
 * grid, the h1 came after the first year's heading and the tile stood as tall as its row.)
 * Feed readers find both feeds through <link rel="alternate">; people find theirs here.
 */
export function BlogPageHead({ texts }: { texts: BlogHeadTexts }) {
  const { t } = useTranslation("blogPost");
  const language = useLanguage();
  return (
    <header data-testid="blog-head">
      <p className="font-display text-sm font-semibold uppercase tracking-widest text-accent">{texts.eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold md:mt-4 md:text-title lg:text-5xl xl:text-headline">{t("title")}</h1>
      <p className="mt-4 max-w-2xl text-muted md:mt-6 md:text-xl">{texts.intro}</p>
      <a
        href={withBase(feedPath(language))}
        type="application/rss+xml"
        className={
          "mt-3 inline-flex min-h-11 items-center gap-2 font-display text-sm font-semibold underline decoration-line " +
          "underline-offset-4 hover:text-accent hover:decoration-accent md:mt-4"
        }
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor" className="text-accent">
          <path d={FEED_ICON} />
        </svg>
        {t("feed.subscribe")}
      </a>
    </header>
  );
}
