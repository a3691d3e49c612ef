import { useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { EmptyList } from "./empty-list";
import { GraphicCard } from "./graphic-card";
import { GraphicPanel } from "./graphic-panel";
import { findGraphicItem, toGraphicColumns } from "./graphic-project-item";
import type { GraphicItem } from "./page-data";

/** Three columns of projects, the first topped by the intro text (toGraphicColumns deals them out). */
export function GraphicSection({ projects }: { projects: readonly GraphicItem[] }) {
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
      <div className="grid gap-8 md:grid-cols-3 lg:gap-10">
        {toGraphicColumns(projects).map((column, columnIndex) => (
          <ul key={columnIndex} className="flex flex-col gap-8 lg:gap-10">
            {columnIndex === 0 && (
              <li className="rounded-2xl bg-ink p-7 text-paper dark:bg-night-3 dark:text-moon">
                <p className="font-display text-sm font-semibold uppercase tracking-widest text-accent-soft dark:text-ember">
                  {t("graphic.introEyebrow")}
                </p>
                <h3 className="mt-3 text-2xl font-bold">{t("graphic.introTitle")}</h3>
                <p className="mt-3 text-paper/85 dark:text-moon-2">{t("graphic.introText")}</p>
              </li>
            )}
            {column.map((project, index) => (
              <li key={project.urlTitle}>
                <GraphicCard
                  project={project}
                  tall={(index + columnIndex) % 2 === 1}
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
      <GraphicPanel project={findGraphicItem(projects, selected)} open={selected !== null} onClose={close} />
    </>
  );
}
