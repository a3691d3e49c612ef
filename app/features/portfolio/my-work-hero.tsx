import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ResponsiveImageData } from "~/content/image-types";
import { CvDownloadButton } from "~/features/cv/cv-download-button";
import type { PortfolioSectionId } from "~/lib/sections";
import { PAGE_COLUMN, SPACE } from "~/components/ui/page-column";
import { HERO_PRIMARY, HERO_SECONDARY } from "~/components/ui/hero-buttons";
import { IMAGE_EDGE } from "./image-edge";

/** A section as the hero's map shows it: its name, how many projects, one of its projects' covers. */
export type SectionTile = {
  id: PortfolioSectionId;
  count: number;
  cover: Cover;
  /** More of its covers, shown beside the count by a tile that spans both columns. */
  strip?: readonly Cover[];
};

type Cover = { image: ResponsiveImageData; focus?: string };

type Props = {
  /** The owner's opening sentence of the portfolio (texts.json). */
  intro: string;
  sections: readonly SectionTile[];
};

// The tiles' covers are 40 px squares: the smallest built width serves them at any density.
const THUMB_SIZES = "40px";
const STRIP_SIZES = "64px";

/** A small decorative cover in a fixed box, so nothing moves when the picture arrives. */
function Thumb({ cover, sizes, className, testId }: { cover: Cover; sizes: string; className: string; testId?: string }) {
  return (
    <span data-testid={testId} className={`relative overflow-hidden rounded-lg bg-well ${IMAGE_EDGE} ${className}`}>
      <ResponsiveImage
        image={cover.image}
        alt=""
        sizes={sizes}
        pictureClassName="contents"
        objectPosition={cover.focus}
        className="size-full object-cover"
      />
    </span>
  );
}

/**
 * The portfolio's opening (my-work): title, intro, the CV download and a contact link, plus a map
 * of the page.
 */
export function MyWorkHero({ intro, sections }: Props) {
  const { t } = useTranslation("portfolio");
  return (
    <section
      id="my-work"
      aria-labelledby="my-work-title"
      // Words and tiles hang from one top line, so the eyebrow stays put whatever the language's
      // words make of the column's height; the next section closes up to the taller of the two.
      className={`${PAGE_COLUMN} ${SPACE.top} grid items-start gap-6 md:gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]`}
    >
      <div>
        <p className="font-display text-sm font-semibold uppercase tracking-widest text-accent">
          {t("hero.eyebrow")}
        </p>
        <h1 id="my-work-title" className="mt-3 text-4xl font-bold md:mt-4 md:text-title lg:text-5xl xl:text-headline">
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
            cover starts on the first screen; from 640 px, two columns of tiles with their counts,
            each led by a project's cover, so the first screen shows work, not only words. */}
        <ul className="flex flex-wrap gap-2 sm:grid sm:grid-cols-2 sm:gap-3">
          {sections.map(({ id: section, count, cover, strip = [] }) => (
            <li key={section} className="sm:first:col-span-2">
              <a
                href={`#${section}`}
                className={
                  "group flex h-full min-h-11 items-center gap-2 rounded-full border border-line bg-surface-alt px-4 py-2 " +
                  "hover:border-accent sm:flex-col sm:items-stretch sm:gap-4 sm:rounded-2xl sm:p-4"
                }
              >
                <span className="flex items-start gap-3 font-display text-sm font-bold sm:text-lg">
                  {/* Decorative: the tile's name says where it leads. Hidden on a phone, where a
                      lazy image under display:none is never fetched. A fixed box, so nothing
                      moves when the picture arrives. */}
                  <Thumb cover={cover} sizes={THUMB_SIZES} testId="section-cover" className="size-10 shrink-0 max-sm:hidden" />
                  {/* Level with the cover's middle on one line, hanging from its top on two. */}
                  <span className="min-w-0 flex-1 sm:flex sm:min-h-10 sm:items-center">{t(`sections.${section}`)}</span>
                  <Icon
                    name="arrowRight"
                    size={16}
                    className="mt-3 shrink-0 -rotate-45 transition-transform group-hover:rotate-0 max-sm:hidden"
                  />
                </span>
                {/* A count in words, not a padded number: "05" beside "Top 5" said nothing. On a
                    phone it is read out, not shown: the chips stay one short line each. At the
                    tile's foot, so the counts of a row stay level when a name takes two lines. */}
                <span className="flex items-end justify-between gap-3 max-sm:contents sm:mt-auto">
                  <span className="shrink-0 text-sm text-muted max-sm:sr-only">{t("hero.projectCount", { count })}</span>
                  {strip.length > 0 && (
                    <span data-testid="section-strip" className="flex gap-2 max-sm:hidden">
                      {strip.map((more) => (
                        <Thumb key={more.image.id} cover={more} sizes={STRIP_SIZES} className="h-10 w-16" />
                      ))}
                    </span>
                  )}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
