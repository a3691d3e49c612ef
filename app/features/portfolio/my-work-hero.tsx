import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ResponsiveImageData } from "~/content/image-types";
import { CvDownloadButton } from "~/features/cv/cv-download-button";
import type { PortfolioSectionId } from "~/lib/sections";
import { PAGE_COLUMN, SPACE } from "~/components/ui/page-column";
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

// A small outlined button (44 px tall, to be tapped) and a text link, the hero's two actions.
const CV_BUTTON =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-fg/30 px-4 font-display text-sm font-semibold " +
  "hover:border-accent hover:text-accent";
const CONTACT_LINK =
  "group inline-flex min-h-11 items-center gap-1.5 font-display text-sm font-semibold underline decoration-fg/30 " +
  "underline-offset-4 hover:text-accent hover:decoration-accent";

// The tiles' covers are 40 px squares: the smallest built width serves them at any density.
const THUMB_SIZES = "40px";
const STRIP_SIZES = "56px";

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
      className={`${PAGE_COLUMN} ${SPACE.top} grid items-start gap-5 md:gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]`}
    >
      <div>
        <p className="font-display text-sm font-semibold uppercase tracking-widest text-accent">
          {t("hero.eyebrow")}
        </p>
        <h1 id="my-work-title" className="mt-3 text-4xl font-bold md:mt-4 md:text-title lg:text-5xl xl:text-headline">
          {t("sections.my-work")}
        </h1>
        <p className="mt-4 max-w-2xl text-muted md:mt-6 md:text-xl">{intro}</p>
        {/* Quiet, in one short row: the CV as a small outlined button and the contact as a text
            link. Drawn as a band of large pills they read as the page's point and held the work
            below the first screen; the header already carries a filled "Contact me". */}
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 md:mt-6">
          <CvDownloadButton className={CV_BUTTON}>{t("hero.cv")}</CvDownloadButton>
          <Link to="/contact" className={CONTACT_LINK}>
            {t("hero.contact")}
            <Icon name="arrowRight" size={16} className="transition-transform group-hover:translate-x-1" />
          </Link>
        </div>
      </div>
      <nav aria-label={t("hero.jumpTo")}>
        {/* On a phone the sections are a few chips that wrap, names only, so the top 5's first
            cover starts on the first screen; from 640 px, two columns of tiles, each its covers
            and count on a first line (↗ at its top right) and its name the whole width under
            them, so every name keeps to one line and every tile has one height, in any language. */}
        <ul className="flex flex-wrap gap-2 sm:grid sm:grid-cols-2 sm:gap-3">
          {sections.map(({ id: section, count, cover, strip = [] }) => (
            <li key={section} className="sm:first:col-span-2">
              <a
                href={`#${section}`}
                className={
                  "group flex h-full min-h-11 items-center rounded-full border border-line bg-surface-alt px-4 py-2 " +
                  "hover:border-accent sm:grid sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:gap-x-3 sm:gap-y-2.5 sm:rounded-2xl sm:p-4"
                }
              >
                {/* First in reading order (the link is named by it, then its count), second line on screen. */}
                <span
                  data-testid="section-name"
                  className="font-display text-sm font-bold sm:col-span-3 sm:row-start-2 sm:truncate sm:text-lg sm:leading-7"
                >
                  {t(`sections.${section}`)}
                </span>
                {/* Decorative: the tile's name says where it leads. Hidden on a phone, where a
                    lazy image under display:none is never fetched. A fixed box, so nothing moves
                    when the picture arrives. */}
                <Thumb
                  cover={cover}
                  sizes={THUMB_SIZES}
                  testId="section-cover"
                  className="size-10 shrink-0 max-sm:hidden sm:col-start-1 sm:row-start-1"
                />
                {/* A count in words, not a padded number: "05" beside "Top 5" said nothing. On a
                    phone it is read out, not shown: the chips stay one short line each. */}
                <span className="flex min-w-0 items-center justify-between gap-3 max-sm:contents sm:col-start-2 sm:row-start-1">
                  <span className="shrink-0 text-sm text-muted max-sm:sr-only">{t("hero.projectCount", { count })}</span>
                  {strip.length > 0 && (
                    <span data-testid="section-strip" className="flex min-w-0 gap-2 overflow-hidden max-sm:hidden">
                      {strip.map((more) => (
                        <Thumb key={more.image.id} cover={more} sizes={STRIP_SIZES} className="h-10 w-14 shrink-0" />
                      ))}
                    </span>
                  )}
                </span>
                <Icon
                  name="arrowRight"
                  size={16}
                  className={
                    "shrink-0 -rotate-45 self-start transition-transform group-hover:rotate-0 max-sm:hidden sm:col-start-3 " +
                    "sm:row-start-1"
                  }
                />
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
