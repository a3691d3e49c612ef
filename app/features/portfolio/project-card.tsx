import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ProjectCardData } from "~/content/cards.server";
import { truncate } from "~/lib/truncate";
import { projectPath, rememberSection, type ProjectLinkState } from "./portfolio-navigation";
import { TechGlyph } from "~/components/ui/tech-glyph";
import { COVER_EDGE } from "./image-edge";
import { useProjectCoverTransition } from "./project-transition";
import { CardMeta } from "./card-meta";
import { CARD_CTA, CARD_FRAME, CARD_TEXT } from "./card-text";

/** A card shows this many characters of its text, then an ellipsis (a `summary` fits whole). */
const CARD_DESCRIPTION_LENGTH = 110;

/** Whether the card spans more than one column, on tablets and on wide screens. */
export type CardShape = { mdWide: boolean; xlWide: boolean };

// A card that spans columns lays out sideways, picture left and text right, from the first
// breakpoint where it is wide, and back where it is not. Whole class names, for Tailwind to find.
const SIDEWAYS = {
  none: { card: "", picture: "", image: "" },
  mdOnly: { card: "md:flex-row xl:flex-col", picture: "md:w-1/2 md:shrink-0 xl:w-auto", image: "md:h-full xl:h-auto" },
  xlOnly: { card: "xl:flex-row", picture: "xl:w-1/2 xl:shrink-0", image: "xl:h-full" },
  both: { card: "md:flex-row", picture: "md:w-1/2 md:shrink-0", image: "md:h-full" },
} as const;

function sideways({ mdWide, xlWide }: CardShape) {
  if (mdWide) return xlWide ? SIDEWAYS.both : SIDEWAYS.mdOnly;
  return xlWide ? SIDEWAYS.xlOnly : SIDEWAYS.none;
}

// Below 640 px a card is a compact row, so a phone's three sections are a list to scan, not a
// column of full cards (the page ran to 14,000 px): a small cover left of the category and title,
// the description the card's whole width under them (cut to one line beside the cover it said
// nothing), the links and the label across the foot. The words' box gives its parts to the card's
// grid there (display: contents). Whole class names, for Tailwind.
const ROW = {
  card: "max-sm:grid max-sm:grid-cols-[6rem_minmax(0,1fr)] max-sm:content-start max-sm:gap-x-3 max-sm:p-3",
  picture: "max-sm:row-span-2 max-sm:self-start max-sm:rounded-lg",
  words: "max-sm:contents",
  description: "max-sm:col-span-2 max-sm:mt-2",
  foot: "max-sm:col-span-2",
};

type Props = {
  project: ProjectCardData;
  shape?: CardShape;
  /** Its place in the top 5, when it has one: the card says so, so meeting it again reads as a cross-reference. */
  rank?: number;
};

/**
 * A frontend, backend or fullstack project. The title is the card's link, stretched over the
 * whole card, so the card is one real link (new tab, keyboard) while its external links stay
 * separate links on top of it, each named in words: an icon alone did not tell code from a live site.
 */
export function ProjectCard({ project, shape = { mdWide: false, xlWide: false }, rank }: Props) {
  const { t } = useTranslation("portfolio");
  const classes = sideways(shape);
  const cover = useProjectCoverTransition(project.urlTitle);
  const state: ProjectLinkState = { fromSection: project.projectType };
  const short = truncate(project.description, CARD_DESCRIPTION_LENGTH);
  return (
    // In full colour like any card: a toned-down repeat read as a disabled or draft card.
    <article
      data-repeat={rank !== undefined || undefined}
      className={`group relative flex h-full flex-col ${CARD_FRAME} ${classes.card} ${ROW.card}`}
    >
      <div className={`relative overflow-hidden bg-well ${COVER_EDGE} ${classes.picture} ${ROW.picture} ${cover}`}>
        <ResponsiveImage
          image={project.image}
          alt=""
          sizes="(min-width: 1280px) 300px, (min-width: 768px) 45vw, (min-width: 640px) 100vw, 96px"
          className={
            "aspect-[16/10] w-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.04] " +
            classes.image
          }
        />
      </div>
      <div className={`flex flex-1 flex-col p-5 xl:p-4 ${ROW.words}`}>
        <CardMeta parts={[project.applicationType, project.year]} rank={rank} />
        <h3 className="mt-1 text-lg font-bold max-sm:leading-snug sm:mt-2 sm:text-xl">
          <Link
            to={projectPath(project.urlTitle)}
            state={state}
            viewTransition
            onClick={() => rememberSection(project.projectType)}
            className={
              "outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:outline-3 " +
              "focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
            }
          >
            {project.title}
          </Link>
        </h3>
        <p data-testid="card-description" className={`mt-1 ${CARD_TEXT} text-muted sm:mt-2 ${ROW.description}`}>
          {short === project.description ? (
            short
          ) : (
            <>
              <span aria-hidden="true">{short}</span>
              <span className="sr-only">{project.description}</span>
            </>
          )}
        </p>
        {/* The links out sit on the card's foot above its call, each a glyph and its name; the
            label "See the project" closes every card at the same place. */}
        <div className={`mt-auto flex flex-col gap-3 pt-4 sm:pt-5 ${ROW.foot}`}>
          {project.links.length > 0 && (
            <ul className="relative z-10 flex flex-wrap gap-x-4 gap-y-1">
              {project.links.map((link) => {
                const name = t(`card.linkTypes.${link.type}`);
                return (
                  <li key={link.url}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${name}: ${project.title} (${t("card.newTab")})`}
                      className={
                        "inline-flex min-h-8 items-center gap-1.5 text-sm font-medium text-muted underline decoration-line " +
                        "underline-offset-4 hover:text-accent hover:decoration-accent"
                      }
                    >
                      <TechGlyph icon={link.icon} size={14} />
                      {name}
                    </a>
                  </li>
                );
              })}
            </ul>
          )}
          <span aria-hidden="true" className={CARD_CTA}>
            {project.cardButton ?? t("card.open")}
            <Icon name="arrowRight" size={16} className="transition-transform group-hover:translate-x-1" />
          </span>
        </div>
      </div>
    </article>
  );
}
