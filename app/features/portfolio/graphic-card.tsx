import { useTranslation } from "~/i18n/use-translation";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { IMAGE_EDGE } from "./image-edge";
import type { GraphicCardData } from "./page-data";

type Props = {
  project: GraphicCardData;
  /** Show a portrait image (poster, detail) instead of the landscape cover, for a masonry rhythm. */
  tall: boolean;
  onOpen: (urlTitle: string, trigger: HTMLElement) => void;
};

export function GraphicCard({ project, tall, onOpen }: Props) {
  const { t } = useTranslation("portfolio");
  const image = (tall && project.portrait) || project.image;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) => onOpen(project.urlTitle, event.currentTarget)}
      className="group block w-full text-left"
    >
      {/* Named by what it shows, after this: a voice user says the title they see. */}
      <span className="sr-only">{t("graphic.open")} </span>
      <span
        className={
          "relative block overflow-hidden rounded-2xl bg-surface-alt shadow-sm transition-shadow duration-300 group-hover:shadow-xl " +
          `${IMAGE_EDGE}`
        }
      >
        <ResponsiveImage
          image={image}
          alt=""
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 30vw, 100vw"
          className="w-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.04]"
        />
      </span>
      <span className="mt-3 flex items-baseline justify-between gap-3">
        <span className="font-display text-lg font-bold leading-tight group-hover:text-accent">
          {project.title}
        </span>
        <span className="shrink-0 text-sm text-muted">{project.year}</span>
      </span>
      <span className="block text-sm text-muted">{project.category}</span>
    </button>
  );
}
