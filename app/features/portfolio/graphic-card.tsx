import type { MouseEvent } from "react";
import { Link } from "~/i18n/localized-links";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { IMAGE_EDGE } from "./image-edge";
import { RankBadge } from "./rank-badge";
import { CARD_EYEBROW, CARD_FRAME } from "./card-text";
import type { ResponsiveImageData } from "~/content/image-types";
import type { GraphicCardData } from "./page-data";
import { projectPath } from "./portfolio-navigation";

type Props = {
  project: GraphicCardData;
  /** Show a portrait image (poster, detail) instead of the landscape cover, for a masonry rhythm. */
  tall: boolean;
  onOpen: (urlTitle: string, trigger: HTMLElement) => void;
  /** Its place in the top 5, when it has one. */
  rank?: number;
};

/** A plain left click, which the panel takes; a click meant for a new tab or window is the link's. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The picture a tile shows: the portrait one on a tall tile, where the project has one. */
export function tilePicture(project: GraphicCardData, tall: boolean): ResponsiveImageData {
  return (tall && project.portrait) || project.image;
}

/**
 * A graphic project: a real link to its case page, so crawlers, a new tab and a visitor whose
 * scripts have not arrived reach it; once the page runs, a plain click opens the slide-in panel.
 */
export function GraphicCard({ project, tall, onOpen, rank }: Props) {
  const image = tilePicture(project, tall);
  return (
    <Link
      to={projectPath(project.urlTitle)}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen(project.urlTitle, event.currentTarget);
      }}
      className={`group block w-full text-left ${CARD_FRAME}`}
    >
      {/* The tile is as tall as its picture at the picture's own aspect: a column may end short
          of its neighbours, but no tile shows a band of empty colour under its art (stretched to
          the grid's end, the last tiles did). */}
      <div className={`relative overflow-hidden bg-surface-alt ${IMAGE_EDGE}`}>
        <ResponsiveImage
          image={image}
          alt=""
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 30vw, (min-width: 640px) 100vw, 50vw"
          className="w-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.04]"
        />
      </div>
      {/* The caption inside the card, as on every card of the page: what and when over the name.
          The name comes first in the link's words, so it is what a screen reader hears first. */}
      <div className="flex flex-col gap-1.5 p-3 sm:p-4">
        <h3 className="font-display text-base font-bold leading-tight group-hover:text-accent sm:text-lg">{project.title}</h3>
        <p className={`flex flex-wrap items-center order-first gap-x-2 gap-y-1 ${CARD_EYEBROW}`}>
          {rank !== undefined && <RankBadge rank={rank} />}
          <span>
            {project.category} · {project.year}
          </span>
        </p>
      </div>
    </Link>
  );
}
