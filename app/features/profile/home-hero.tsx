import { Fragment } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLanguage } from "~/i18n/use-language";
import { Link } from "~/i18n/localized-links";
import { HeroPicture } from "~/components/ui/hero-picture";
import { Icon } from "~/components/ui/icon";
import { CvDownloadButton } from "~/features/cv/cv-download-button";
import { scrollToTop } from "~/lib/scroll-to-section";
import type { OwnerTexts } from "~/content/schemas";
import { HeroMarkup } from "./hero-markup";
import { heroIdentity } from "./hero-identity";
import { PAGE_COLUMN, SPACE } from "~/components/ui/page-column";

const BUTTON =
  "inline-flex items-center justify-center gap-2 rounded-full px-6 py-3.5 font-display text-base font-semibold transition-colors";

/**
 * The home hero: who this is (the owner's name and role when site.json names them, with where
 * they are and whether they take on work), the headline, and the way to the work. No entrance
 * motion here: the heading and picture are the first paint, and the picture (the page's largest
 * paint) loads eagerly with its size reserved.
 */
export function HomeHero({ texts }: { texts: OwnerTexts["hero"] }) {
  const { t } = useTranslation("heroSection");
  const { name, facts } = heroIdentity(useLanguage());
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      // Short enough that the selected work below starts on the first screen at a desk.
      className={
        `${PAGE_COLUMN} ${SPACE.top} grid items-center gap-10 pb-12 md:pb-14 lg:grid-cols-[1.2fr_1fr] lg:gap-12`
      }
    >
      <div>
        {name && (
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-display text-xl font-bold md:text-2xl">{name}</span>
            <span className="text-muted">
              <HeroMarkup text={texts.subTitle} />
            </span>
          </p>
        )}
        {(!name || facts.length > 0) && (
          <p className={`${name ? "mt-2" : ""} font-display text-sm font-semibold uppercase tracking-widest text-accent`}>
            {!name && <HeroMarkup text={texts.subTitle} />}
            {facts.map((fact, index) => (
              <Fragment key={fact}>
                {(index > 0 || !name) && <span aria-hidden="true"> · </span>}
                {fact}
              </Fragment>
            ))}
          </p>
        )}
        <h1 id="home-title" className="mt-4 max-w-4xl text-5xl font-bold md:text-7xl lg:text-5xl 2xl:text-6xl">
          <HeroMarkup text={texts.title} />
        </h1>
        <p className="mt-6 text-xl font-semibold">
          <HeroMarkup text={texts.textIntro} />
        </p>
        <p className="mt-2 max-w-xl text-lg text-muted">
          <HeroMarkup text={texts.text} />
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          {/* The work is the main action; the CV is there for who wants it. Smooth scroll up first,
              so /portfolio/my-work (which lands on /portfolio) opens at its top. */}
          <Link to="/portfolio/my-work" onClick={() => scrollToTop()} className={`${BUTTON} button-primary`}>
            {t("ctaButtonPortfolio")}
            <Icon name="arrowRight" />
          </Link>
          <CvDownloadButton className={`${BUTTON} border-2 border-fg text-fg hover:border-accent hover:text-accent`}>
            {t("ctaButtonCV")}
          </CvDownloadButton>
        </div>
      </div>
      <HeroPicture />
    </section>
  );
}
