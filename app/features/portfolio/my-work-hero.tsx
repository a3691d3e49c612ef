import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { CvDownloadButton } from "~/features/cv/cv-download-button";
import type { PortfolioSectionId } from "~/lib/sections";
import { PAGE_COLUMN, SPACE } from "~/components/ui/page-column";

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
        <div className="mt-8 flex flex-wrap gap-3">
          <CvDownloadButton className="inline-flex items-center gap-2 rounded-full button-primary px-6 py-3 font-display font-semibold">
            {t("hero.cv")}
          </CvDownloadButton>
          <Link
            to="/contact"
            className={
              "inline-flex items-center gap-2 rounded-full border-2 border-fg px-6 py-2.5 font-display font-semibold " +
              "hover:border-accent hover:text-accent"
            }
          >
            {t("hero.contact")}
            <Icon name="arrowRight" size={18} />
          </Link>
        </div>
      </div>
      <nav aria-label={t("hero.jumpTo")}>
        <ul className="grid grid-cols-2 gap-3">
          {counts.map(([section, count]) => (
            <li key={section} className="first:col-span-2">
              <a
                href={`#${section}`}
                className={
                  "group flex h-full flex-col justify-between gap-6 rounded-2xl border border-line bg-surface-alt p-4 hover:border-accent"
                }
              >
                <span className="flex items-center justify-between gap-2 font-display text-lg font-bold">
                  {t(`sections.${section}`)}
                  <Icon name="arrowRight" size={16} className="-rotate-45 transition-transform group-hover:rotate-0" />
                </span>
                {/* A count in words, not a padded number: "05" beside "Top 5" said nothing. */}
                <span className="text-sm text-muted">{t("hero.projectCount", { count })}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
