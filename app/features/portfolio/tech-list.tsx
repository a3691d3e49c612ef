import { useTranslation } from "~/i18n/use-translation";
import type { GraphicPanelItem } from "./graphic-project-item";
import { TechGlyph } from "~/components/ui/tech-glyph";

/**
 * Technologies with icon and name; an empty list or a missing name says so instead of leaving a
 * gap.
 */
export function TechList({ tech }: { tech: GraphicPanelItem["tech"] }) {
  const { t } = useTranslation("portfolio");
  if (tech.length === 0) return <p className="text-ink-2 dark:text-moon-2">{t("panel.noTechnologies")}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {tech.map(({ name, icon }, index) => (
        <li
          key={`${name}-${index}`}
          className={
            "inline-flex items-center gap-2 rounded-full border border-line bg-paper px-3 py-1.5 text-sm font-medium " +
            "dark:border-night-3 dark:bg-night"
          }
        >
          {icon && <TechGlyph icon={icon} size={16} />}
          {name.trim() || t("panel.noTechTitle")}
        </li>
      ))}
    </ul>
  );
}
