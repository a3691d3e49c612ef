import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { CvDownloadButton } from "~/features/cv/cv-download-button";
import type { PortfolioSectionId } from "~/lib/sections";
import { PAGE_COLUMN, SPACE } from "~/components/ui/page-column";

const SECONDARY =
  "inline-flex items-center gap-2 rounded-full border-2 border-fg px-6 py-2.5 font-display font-semibold " +
  "hover:border-accent hover:text-accent";

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
      className={`${PAGE_COLUMN} ${SPACE.top} grid items-end gap-12 pb-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]`}
    >
      <div>
        <p className="font-display text-sm font-semibold uppercase tracking-widest text-accent">
          {t("hero.eyebrow")}
        </p>
        <h1 id="my-work-title" className="mt-4 text-5xl font-bold md:text-7xl">
          {t("sections.my-work")}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted md:text-xl">{intro}</p>
        {/* Both secondary: on the work page the work below is the main thing, not the CV. */}
        <div className="mt-8 flex flex-wrap gap-3">
          <CvDownloadButton className={SECONDARY}>{t("hero.cv")}</CvDownloadButton>
          <Link to="/contact" className={SECONDARY}>
            {t("hero.contact")}
            <Icon name="arrowRight" size={18} />
          </Link>
        </div>
      </div>
      <nav aria-label={t("hero.jumpTo")}>
        {/* On a phone one compact row per section, so the top 5 starts soon; two columns of tiles above. */}
        <ul className="grid gap-2 sm:grid-cols-2 sm:gap-3">
          {counts.map(([section, count]) => (
            <li key={section} className="sm:first:col-span-2">
              <a
                href={`#${section}`}
                className={
                  "group flex h-full items-center justify-between gap-3 rounded-2xl border border-line bg-surface-alt " +
                  "px-4 py-3 hover:border-accent sm:flex-col sm:items-stretch sm:gap-6 sm:p-4"
                }
              >
                <span className="flex items-start justify-between gap-2 font-display text-base font-bold sm:text-lg">
                  {t(`sections.${section}`)}
                  <Icon name="arrowRight" size={16} className="mt-1 shrink-0 -rotate-45 transition-transform group-hover:rotate-0" />
                </span>
                {/* A count in words, not a padded number: "05" beside "Top 5" said nothing. */}
                <span className="shrink-0 text-sm text-muted">{t("hero.projectCount", { count })}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
