import { useTranslation } from "~/i18n/use-translation";
import { withBase } from "~/lib/base-path";
import { FEED_PATHS } from "./blog-paths";
import { useLanguage } from "~/i18n/use-language";
import { sideways, type Wide } from "./sideways";

// The usual feed symbol: a dot and two arcs.
const FEED_ICON =
  "M5 17a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm-2-7v3a8 8 0 0 1 8 8h3A11 11 0 0 0 3 10Zm0-7v3a15 15 0 0 1 15 15h3A18 18 0 0 0 3 3Z";

/** The owner's words about their blog (content/<lang>/texts.json). */
export type BlogTileTexts = { eyebrow: string; intro: string };

// Where the tile spans the row it lies sideways: the title left, the words and the feed right.
const LAYOUT = {
  none: "",
  mdOnly: "md:flex-row md:items-end md:justify-between xl:flex-col xl:items-stretch",
  xlOnly: "xl:flex-row xl:items-end xl:justify-between",
  both: "md:flex-row md:items-end md:justify-between",
};
const WORDS = { none: "", mdOnly: "md:max-w-md xl:max-w-none", xlOnly: "xl:max-w-md", both: "md:max-w-md" };

// Feed readers find both feeds through <link rel="alternate">; people find theirs here.
export function BlogTitleTile({ texts, wide = { md: false, xl: false } }: { texts: BlogTileTexts; wide?: Wide }) {
  const { t } = useTranslation("blogPost");
  const language = useLanguage();
  return (
    // A solid block in both themes: ink on paper by day, cream on the night page (a dark tile with
    // a border read as one more card). Type alone, no decoration: it is the page's title.
    <header
      className={
        "statement-tile flex w-full flex-col gap-x-10 gap-y-4 rounded-3xl bg-feature p-6 text-on-feature md:gap-y-5 " +
        `md:p-10 ${sideways(wide, LAYOUT)}`
      }
    >
      <div>
        <p className="font-display text-sm font-semibold uppercase tracking-widest text-on-feature-accent">{texts.eyebrow}</p>
        <h1 className="mt-2 text-5xl font-bold md:mt-4 md:text-headline">{t("title")}</h1>
      </div>
      {/* The feed follows the words (not pinned to the tile's foot, which left a hole above it
          when the cards beside the tile are tall). */}
      <div className={`flex flex-col gap-4 md:gap-8 ${sideways(wide, WORDS)}`}>
        <p className="leading-relaxed text-on-feature-muted md:text-lg">{texts.intro}</p>
        <a
          href={withBase(FEED_PATHS[language])}
          type="application/rss+xml"
          className={
            "inline-flex min-h-11 items-center gap-2 self-start rounded-full border border-on-feature/40 px-4 py-2 " +
            "font-display text-sm font-semibold hover:border-on-feature-accent hover:text-on-feature-accent"
          }
        >
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
            <path d={FEED_ICON} />
          </svg>
          {t("feed.subscribe")}
        </a>
      </div>
    </header>
  );
}
