import { useTranslation } from "~/i18n/use-translation";
import { LinkCard } from "~/components/ui/link-card";
import type { ProjectLink } from "~/content/schemas";
import { TechGlyph } from "~/components/ui/tech-glyph";

/** The project's links out (live site, code, design file…), each a card with its note. */
export function ProjectLinks({ title, links, className = "" }: { title: string; links: readonly ProjectLink[]; className?: string }) {
  const { t } = useTranslation("portfolio");
  return (
    <section aria-labelledby="project-links-title" className={className}>
      <h3 id="project-links-title" className="font-display text-xs font-semibold uppercase tracking-widest text-muted">
        {title}
      </h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {links.map((link) => (
          <li key={`${link.type}-${link.url}`}>
            <LinkCard
              href={link.url}
              glyph={<TechGlyph icon={link.icon} size={20} />}
              title={t(`card.linkTypes.${link.type}`)}
              note={link.note}
              newTab={`(${t("card.newTab")})`}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
