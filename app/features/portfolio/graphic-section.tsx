import { useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { EmptyList } from "./empty-list";
import { GraphicCard, tilePicture } from "./graphic-card";
import { GraphicPanel } from "./graphic-panel";
import { toGraphicColumns } from "./graphic-columns";
import type { GraphicCardData } from "./page-data";

/** The owner's words atop the first column (content/<lang>/texts.json). */
type GraphicIntro = { title: string; text: string };

/**
 * Three columns of projects, the first topped by the intro text; two on a phone. Each tile keeps
 * its picture's height, and toGraphicColumns puts each in the column that is shortest so far, so
 * the columns end close together.
 */
type Props = {
  projects: readonly GraphicCardData[];
  intro: GraphicIntro;
  /** The top 5's ranks by project, for the tiles of ranked projects to show theirs. */
  ranks?: ReadonlyMap<string, number>;
};

export function GraphicSection({ projects, intro, ranks = new Map() }: Props) {
  const { t } = useTranslation("portfolio");
  const [selected, setSelected] = useState<string | null>(null);
  const trigger = useRef<HTMLElement | null>(null);

  if (projects.length === 0) return <EmptyList />;

  const close = () => {
    setSelected(null);
    trigger.current?.focus();
  };

  return (
    <>
      {/* Below 640 px the three columns give way to two balanced ones (the lists' items flow into
          CSS columns, in their order), so a phone scrolls half as far; the intro spans both. The
          tiles wait for nothing there: a tile drawn late would re-balance the columns. */}
      <div className="columns-2 gap-3 sm:grid sm:items-start sm:gap-8 md:grid-cols-3 lg:gap-10">
        {toGraphicColumns(projects, tilePicture).map((column, columnIndex) => (
          <ul key={columnIndex} className="max-sm:contents sm:flex sm:flex-col sm:gap-8 lg:gap-10">
            {columnIndex === 0 && (
              <li className="mb-6 rounded-2xl ink-panel p-7 [column-span:all] sm:mb-0">
                <p className="font-display text-sm font-semibold uppercase tracking-widest text-on-feature-accent">
                  {t("graphic.introEyebrow")}
                </p>
                <h3 className="mt-3 text-2xl font-bold">{intro.title}</h3>
                <p className="mt-3 text-on-feature-muted">{intro.text}</p>
              </li>
            )}
            {column.map(({ project, tall }) => (
              <li key={project.urlTitle} className="crop-marks mb-6 break-inside-avoid sm:mb-0 sm:render-when-near">
                <GraphicCard
                  project={project}
                  tall={tall}
                  rank={ranks.get(project.urlTitle)}
                  onOpen={(urlTitle, element) => {
                    trigger.current = element;
                    setSelected(urlTitle);
                  }}
                />
              </li>
            ))}
          </ul>
        ))}
      </div>
      <GraphicPanel project={projects.find((project) => project.urlTitle === selected)} onClose={close} />
    </>
  );
}
