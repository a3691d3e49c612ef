import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { CvDownloadButton } from "~/features/cv/cv-download-button";
import type { PortfolioSectionId } from "~/lib/sections";
import { PAGE_COLUMN, SPACE } from "~/components/ui/page-column";
import { HERO_PRIMARY, HERO_SECONDARY } from "~/components/ui/hero-buttons";

type Props = {
  /** The owner's opening sentence of the portfolio (texts.json). */
  intro: string;
  counts: ReadonlyArray<readonly [section: PortfolioSectionId, count: number]>;
};

/**
 * The portfolio's opening (my-work): title, intro, the CV download and a contact link, plus a map
 * of the page.
 */
export function MyWorkHero({ intro, counts }: Props) {
  const { t } = useTranslation("portfolio");
  return (
    <section
      id="my-work"
      aria-labelledby="my-work-title"
      className={`${PAGE_COLUMN} ${SPACE.top} grid items-end gap-6 md:gap-12 md:pb-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]`}
    >
      <div>
        <p className="font-display text-sm font-semibold uppercase tracking-widest text-accent">
          {t("hero.eyebrow")}
        </p>
        <h1 id="my-work-title" className="mt-3 text-4xl font-bold md:mt-4 md:text-7xl">
          {t("sections.my-work")}
        </h1>
        <p className="mt-4 max-w-2xl text-muted md:mt-6 md:text-xl">{intro}</p>
        {/* Contact is the filled main action, as "See my work" is on the home page: whoever has
            seen the work is here to get in touch; the CV stays outlined after it. */}
        <div className="mt-6 flex flex-wrap gap-2 md:mt-8 md:gap-3">
          <Link to="/contact" className={HERO_PRIMARY}>
            {t("hero.contact")}
            <Icon name="arrowRight" size={18} />
          </Link>
          <CvDownloadButton className={HERO_SECONDARY}>{t("hero.cv")}</CvDownloadButton>
        </div>
      </div>
      <nav aria-label={t("hero.jumpTo")}>
        {/* On a phone the sections are a few chips that wrap, names only, so the top 5's first
            cover starts on the first screen; from 640 px, two columns of tiles with their counts. */}
        <ul className="flex flex-wrap gap-2 sm:grid sm:grid-cols-2 sm:gap-3">
          {counts.map(([section, count]) => (
            <li key={section} className="sm:first:col-span-2">
              <a
                href={`#${section}`}
                className={
                  "group flex h-full min-h-11 items-center gap-2 rounded-full border border-line bg-surface-alt px-4 py-2 " +
                  "hover:border-accent sm:flex-col sm:items-stretch sm:gap-6 sm:rounded-2xl sm:p-4"
                }
              >
                <span className="flex items-start justify-between gap-2 font-display text-sm font-bold sm:text-lg">
                  {t(`sections.${section}`)}
                  <Icon
                    name="arrowRight"
                    size={16}
                    className="mt-1 shrink-0 -rotate-45 transition-transform group-hover:rotate-0 max-sm:hidden"
                  />
                </span>
                {/* A count in words, not a padded number: "05" beside "Top 5" said nothing. On a
                    phone it is read out, not shown: the chips stay one short line each. */}
                <span className="shrink-0 text-sm text-muted max-sm:sr-only">{t("hero.projectCount", { count })}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
