import { useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { EmptyList } from "./empty-list";
import { GraphicCard } from "./graphic-card";
import { GraphicPanel } from "./graphic-panel";
import { toGraphicColumns } from "./graphic-columns";
import type { GraphicCardData } from "./page-data";

/** The owner's words atop the first column (content/<lang>/texts.json). */
type GraphicIntro = { title: string; text: string };

// Each column's list keeps its tiles in its own grid column from 768 px; the lists themselves
// give their items to the one grid (display: contents), so every row is as tall as its tallest
// tile and the tiles' feet line up. Dense placement fills each column from its top. Whole class
// names, for Tailwind to find them.
const COLUMN_START = ["md:col-start-1", "md:col-start-2", "md:col-start-3"];

/**
 * Three columns of projects, the first topped by the intro text, as an even grid: every tile the
 * same shape, the rows level. Two columns on small tablets, one on a phone, where each piece is
 * the screen's width.
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
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-flow-row-dense md:grid-cols-3 lg:gap-8">
        {toGraphicColumns(projects).map((column, columnIndex) => (
          <ul key={columnIndex} className="contents">
            {columnIndex === 0 && (
              // Set a step smaller than a section's intro, so the panel stays about a tile's height
              // and does not stretch its row's tiles below their captions.
              <li className={`flex flex-col justify-center rounded-2xl ink-panel p-6 lg:p-7 ${COLUMN_START[0]}`}>
                <p className="font-display text-sm font-semibold uppercase tracking-widest text-on-feature-accent">
                  {t("graphic.introEyebrow")}
                </p>
                <h3 className="mt-2 text-xl font-bold lg:text-2xl">{intro.title}</h3>
                <p className="mt-2 text-[0.9375rem] text-on-feature-muted">{intro.text}</p>
              </li>
            )}
            {column.map((project) => (
              <li key={project.urlTitle} className={`crop-marks render-when-near ${COLUMN_START[columnIndex]}`}>
                <GraphicCard
                  project={project}
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
