import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { PortfolioSectionId } from "~/lib/sections";
import { PAGE_COLUMN } from "~/components/ui/page-column";

// Closer than the site's usual section rhythm: five grids follow one another, each opened by its
// own divider and heading, and the usual 192 px between them read as the page having ended.
// Two sections' paddings meet: 72 px between them on a phone, 96 px from tablets up. The last
// keeps the page's usual distance to the footer.
const SECTION_SPACE = "py-9 md:py-12 last-of-type:pb-16 md:last-of-type:pb-24";

type Props = {
  id: Exclude<PortfolioSectionId, "my-work">;
  intro: string;
  /** The first section after the hero: it closes up to the hero, so its first pictures start on the first screen. */
  lead?: boolean;
  children: ReactNode;
};

// The first section follows the hero's chips closely (1.5 rem on a phone, 4 rem beside the rail),
// so its first covers start high on the first screen; below, it keeps the sections' space.
const LEAD_SPACE = "pt-6 md:pt-16 pb-9 md:pb-12 last-of-type:pb-16 md:last-of-type:pb-24";

/** One portfolio section: its heading with the owner's intro, then its projects. */
export function PortfolioSection({ id, intro, lead = false, children }: Props) {
  const { t } = useTranslation("portfolio");
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${PAGE_COLUMN} ${lead ? LEAD_SPACE : SECTION_SPACE}`}>
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
