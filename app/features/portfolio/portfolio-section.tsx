import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import type { PortfolioSectionId } from "~/lib/sections";
import { PAGE_COLUMN, SPACE } from "~/components/ui/page-column";

type Props = { id: Exclude<PortfolioSectionId, "my-work">; intro: string; children: ReactNode };

/** One portfolio section: its heading with the owner's intro, then its projects. */
export function PortfolioSection({ id, intro, children }: Props) {
  const { t } = useTranslation("portfolio");
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${PAGE_COLUMN} ${SPACE.section}`}>
      <div
        className="mb-10 grid gap-4 border-t border-line pt-8 md:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] md:items-end"
      >
        <div>
          <h2 id={`${id}-title`} className="text-4xl font-bold md:text-5xl">
            {t(`sections.${id}`)}
          </h2>
        </div>
        <p className="text-lg text-muted">{intro}</p>
      </div>
      {children}
    </section>
  );
}
