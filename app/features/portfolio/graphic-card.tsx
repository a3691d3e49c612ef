import type { MouseEvent } from "react";
import { Link } from "~/i18n/localized-links";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { IMAGE_EDGE } from "./image-edge";
import { CardMeta } from "./card-meta";
import { CARD_FRAME } from "./card-text";
import type { GraphicCardData } from "./page-data";
import { projectPath } from "./portfolio-navigation";

type Props = {
  project: GraphicCardData;
  onOpen: (urlTitle: string, trigger: HTMLElement) => void;
  /** Its place in the top 5, when it has one: the tile says so, as the category cards do. */
  rank?: number;
};

/** A plain left click, which the panel takes; a click meant for a new tab or window is the link's. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A graphic project: a real link to its case page, so crawlers, a new tab and a visitor whose
 * scripts have not arrived reach it; once the page runs, a plain click opens the slide-in panel.
 */
export function GraphicCard({ project, onOpen, rank }: Props) {
  return (
    <Link
      to={projectPath(project.urlTitle)}
      aria-haspopup="dialog"
      data-repeat={rank !== undefined || undefined}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen(project.urlTitle, event.currentTarget);
      }}
      className={`group flex h-full w-full flex-col text-left ${CARD_FRAME}`}
    >
      {/* Every tile shows its cover at the covers' own 16:10, so the grid's rows line up and no
          piece shrinks to a sliver beside a tall neighbour. */}
      <div className={`relative aspect-[16/10] overflow-hidden bg-surface-alt ${IMAGE_EDGE}`}>
        <ResponsiveImage
          image={project.image}
          alt=""
          sizes="(min-width: 1280px) 360px, (min-width: 768px) 30vw, (min-width: 640px) 50vw, 100vw"
          pictureClassName="contents"
          className="absolute inset-0 size-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.04]"
        />
      </div>
      {/* The caption inside the card, as on every card of the page: what and when over the name.
          The name comes first in the link's words, so it is what a screen reader hears first. */}
      <div className="flex flex-col gap-1.5 p-4 sm:p-5">
        <h3 className="font-display text-lg font-bold leading-tight group-hover:text-accent">{project.title}</h3>
        <CardMeta parts={[project.category, project.year]} rank={rank} className="order-first" />
      </div>
    </Link>
  );
}
