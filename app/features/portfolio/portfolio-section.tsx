import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { PortfolioSectionId } from "~/lib/sections";
import { PAGE_COLUMN, SPACE } from "~/components/ui/page-column";

type Props = {
  id: Exclude<PortfolioSectionId, "my-work">;
  intro: string;
  /** The first section after the hero: it closes up to the hero, so its first pictures start on the first screen. */
  lead?: boolean;
  children: ReactNode;
};

// The first section follows the hero's buttons closely (2 rem on a phone, 4 rem beside the rail),
// so its first covers start high on the first screen; below, it keeps a section's space.
const LEAD_SPACE = `pt-8 md:pt-16 ${SPACE.bottom}`;

/** One portfolio section: its heading with the owner's intro, then its projects. */
export function PortfolioSection({ id, intro, lead = false, children }: Props) {
  const { t } = useTranslation("portfolio");
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${PAGE_COLUMN} ${lead ? LEAD_SPACE : SPACE.section}`}>
      <div
        className={
          "mb-6 grid gap-3 border-t border-line pt-6 md:mb-10 md:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] md:items-end " +
          "md:gap-4 md:pt-8"
        }
      >
        <div>
          <h2 id={`${id}-title`} className="text-3xl font-bold md:text-5xl">
            {t(`sections.${id}`)}
          </h2>
        </div>
        <p className="text-muted md:text-lg">{intro}</p>
      </div>
      {children}
    </section>
  );
}
