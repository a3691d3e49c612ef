import { Fragment } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLanguage } from "~/i18n/use-language";
import { Link } from "~/i18n/localized-links";
import { HeroPicture } from "~/components/ui/hero-picture";
import { HERO_ART } from "~/content/art/hero-art";
import { Icon } from "~/components/ui/icon";
import { CvDownloadButton } from "~/features/cv/cv-download-button";
import { scrollToTop } from "~/lib/scroll-to-section";
import type { OwnerTexts } from "~/content/schemas";
import type { Portrait } from "~/content/portrait.server";
import { HeroMarkup } from "./hero-markup";
import { heroIdentity } from "./hero-identity";
import { HeroPortrait } from "./hero-portrait";
import { PAGE_COLUMN, SPACE } from "~/components/ui/page-column";
import { HERO_PRIMARY, HERO_SECONDARY } from "~/components/ui/hero-buttons";

// Without a name the eyebrow is the role; place and availability go on a line of their own under
// it, in the quieter body face, so the eyebrow stays one idea.
const FACTS_UNDER_ROLE = "mt-1 block font-sans font-normal normal-case tracking-normal text-muted md:text-base";

/** Place and availability, the dot held to the fact before it so no line starts with one. */
function factLine(facts: readonly string[]) {
  return facts.map((fact, index) => (
    <Fragment key={fact}>
      {index > 0 && " "}
      {fact}
      {index < facts.length - 1 && <span aria-hidden="true">{"\u00a0·"}</span>}
    </Fragment>
  ));
}

/**
 * The home hero: who this is (the owner's portrait, and their name and role when site.json names
 * them, with where they are and whether they take on work), the headline, and the way to the
 * work. No entrance motion here: the heading and picture are the first paint, and the picture
 * (the page's largest paint) loads eagerly with its size reserved.
 */
export function HomeHero({ texts, portrait }: { texts: OwnerTexts["hero"]; portrait?: Portrait }) {
  const { t } = useTranslation("heroSection");
  const lng = useLanguage();
  const { name, facts } = heroIdentity(lng);
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      // On a phone the picture is a wide band across the top, over who this is, short enough that
      // the hero's words, its two actions and the top of the first cover share the first screen.
      // On a tablet it is a tile beside who this is;
      // from 1024 px it is the column beside the words, short enough that the selected work starts
      // on the first screen. From 1280 px the words take more of the row, so the headline at its
      // full size keeps to two lines in English and three in Swedish.
      className={
        `${PAGE_COLUMN} ${SPACE.top} grid grid-cols-1 items-start gap-x-5 gap-y-4 pb-8 md:grid-cols-[minmax(0,1fr)_auto] ` +
        "md:pb-14 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-x-12 xl:grid-cols-[1.55fr_1fr] xl:gap-x-10"
      }
    >
      {/* The face beside the name: small, so the hero picture stays the page's largest paint, and
          trimmed like a print, so it and the picture carry the same crop marks. */}
      <div className="flex items-center gap-5 lg:self-end">
        {portrait && <HeroPortrait portrait={portrait} className="ml-2.5" />}
        <div className="min-w-0">
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
              {name ? factLine(facts) : facts.length > 0 && <span className={FACTS_UNDER_ROLE}>{factLine(facts)}</span>}
            </p>
          )}
        </div>
      </div>
      <HeroPicture
        art={HERO_ART[lng] ?? null}
        className="crop-marks-shown max-md:order-first md:w-56 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:w-auto"
      />
      <div className="md:col-span-2 lg:col-span-1 lg:self-start">
        <h1 id="home-title" className="max-w-4xl text-4xl font-bold md:text-title lg:text-5xl xl:text-headline">
          <HeroMarkup text={texts.title} />
        </h1>
        {/* The greeting opens the paragraph in its size and weight, only in ink: not a level of
            its own between the headline and the paragraph. */}
        <p className="mt-4 max-w-xl text-muted md:mt-6 md:text-lg">
          <span className="text-fg">
            <HeroMarkup text={texts.textIntro} />
          </span>{" "}
          <span>
            <HeroMarkup text={texts.text} />
          </span>
        </p>
        <div className="mt-6 flex flex-wrap gap-2 md:mt-8 md:gap-3">
          {/* The work is the main action; the CV is there for who wants it. Smooth scroll up first,
              so /portfolio/my-work (which lands on /portfolio) opens at its top. */}
          <Link to="/portfolio/my-work" onClick={() => scrollToTop()} className={HERO_PRIMARY}>
            {t("ctaButtonPortfolio")}
            <Icon name="arrowRight" />
          </Link>
          <CvDownloadButton className={HERO_SECONDARY}>
            {t("ctaButtonCV")}
          </CvDownloadButton>
        </div>
      </div>
    </section>
  );
}
