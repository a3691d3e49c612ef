import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { GraphicCardData } from "./page-data";

type Props = { card: GraphicCardData; titleId: string; children?: ReactNode };

/** The panel's banner: the category and title it knows from the card at once, then the rest. */
export function GraphicPanelHeader({ card, titleId, children }: Props) {
  const { t } = useTranslation("portfolio");
  return (
    <div className="bg-surface-alt px-5 pb-8 pt-6 md:px-10">
      {/* On the site's second surface (a peach band was a colour of its own); the accent in both
          themes, in its deep shade by day: the plain accent on it falls short of 4.5:1. */}
      <p className="font-display text-sm font-semibold uppercase tracking-widest text-accent-on-alt">
        {card.category || t("sections.graphic-design")}
      </p>
      <h2 id={titleId} className="mt-2 text-4xl font-bold md:text-5xl">
        {card.title || t("untitled")}
      </h2>
      {children}
    </div>
  );
}
