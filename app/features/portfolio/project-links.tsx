import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/components/ui/icon";
import type { ProjectLink } from "~/content/schemas";
import { TechGlyph } from "~/components/ui/tech-glyph";

export function ProjectLinks({ title, links }: { title: string; links: readonly ProjectLink[] }) {
  const { t } = useTranslation("portfolio");
  return (
    <section aria-labelledby="project-links-title">
      <h2 id="project-links-title" className="text-2xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {links.map((link) => (
          <li key={`${link.type}-${link.url}`}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className={
                "group flex h-full items-start gap-3 rounded-2xl border border-line p-4 hover:border-accent"
              }
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-well">
                <TechGlyph icon={link.icon} size={20} />
              </span>
              <span className="flex-1">
                <span className="flex items-center gap-1.5 font-display font-semibold group-hover:text-accent">
                  {t(`card.linkTypes.${link.type}`)}
                  <Icon name="external" size={14} />
                </span>
                {link.note && <span className="mt-1 block text-sm text-muted">{link.note}</span>}
                <span className="sr-only">({t("card.newTab")})</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
