import { useTranslation } from "~/i18n/use-translation";
import { withBase } from "~/lib/base-path";
import { FEED_PATHS } from "./blog-paths";
import { useLanguage } from "~/i18n/use-language";

// The usual feed symbol: a dot and two arcs.
const FEED_ICON =
  "M5 17a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm-2-7v3a8 8 0 0 1 8 8h3A11 11 0 0 0 3 10Zm0-7v3a15 15 0 0 1 15 15h3A18 18 0 0 0 3 3Z";

/** The owner's words about their blog (content/<lang>/texts.json). */
export type BlogTileTexts = { eyebrow: string; intro: string };

// Feed readers find both feeds through <link rel="alternate">; people find theirs here.
export function BlogTitleTile({ texts }: { texts: BlogTileTexts }) {
  const { t } = useTranslation("blogPost");
  const language = useLanguage();
  return (
    // A dark block in both themes: ink on paper by day, a lifted surface at night, where a light
    // tile was the brightest thing on the page.
    <header
      className={
        "relative isolate flex w-full flex-col overflow-hidden rounded-3xl border border-transparent bg-feature p-8 " +
        "text-on-feature md:p-10 dark:border-moon-2"
      }
    >
      {/* Soft colour kept to the lower corners, away from the text above it. */}
      <div aria-hidden="true" className="absolute -bottom-28 -right-20 -z-10 size-72 rounded-full bg-rust opacity-50 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-40 -left-10 -z-10 size-64 rounded-full bg-teal opacity-40 blur-3xl" />
      <p className="font-display text-sm font-semibold uppercase tracking-widest text-on-feature-accent">{texts.eyebrow}</p>
      <h1 className="mt-4 text-6xl font-bold md:text-7xl">{t("title")}</h1>
      <p className="mt-5 mb-8 text-lg leading-relaxed text-on-feature-muted">{texts.intro}</p>
      <a
        href={withBase(FEED_PATHS[language])}
        type="application/rss+xml"
        className={
          "mt-auto inline-flex items-center gap-2 self-start rounded-full border border-on-feature/40 bg-feature/60 backdrop-blur " +
          "px-4 py-2 font-display text-sm font-semibold hover:border-on-feature-accent hover:text-on-feature-accent"
        }
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="currentColor">
          <path d={FEED_ICON} />
        </svg>
        {t("feed.subscribe")}
      </a>
    </header>
  );
}
