import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { LinkCard } from "~/components/ui/link-card";
import type { ProjectLink } from "~/content/schemas";
import { TechGlyph } from "~/components/ui/tech-glyph";

/**
 * The project's links out (live site, code, design file…), each a card with its note. A private
 * link (company code) has no address to give: its card offers a walkthrough on the contact page.
 */
export function ProjectLinks({ title, links, className = "" }: { title: string; links: readonly ProjectLink[]; className?: string }) {
  const { t } = useTranslation("portfolio");
  return (
    <section aria-labelledby="project-links-title" className={className}>
      <h3 id="project-links-title" className="font-display text-xs font-semibold uppercase tracking-widest text-muted">
        {title}
      </h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {links.map((link) => {
          const glyph = <TechGlyph icon={link.icon} size={20} />;
          return (
            <li key={`${link.type}-${link.url ?? "private"}`}>
              {link.private || !link.url ? (
                // The card's own drawing, its border lit on hover as a link card's is.
                <Link to="/contact" className="group block h-full rounded-2xl hover:[&>div]:border-accent" data-walkthrough>
                  <LinkCard glyph={glyph} title={t("project.walkthrough")} note={link.note} />
                </Link>
              ) : (
                <LinkCard
                  href={link.url}
                  glyph={glyph}
                  title={t(`card.linkTypes.${link.type}`)}
                  note={link.note}
                  newTab={`(${t("card.newTab")})`}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
