import type { Tech } from "~/content/schemas";
import { Tooltip } from "~/components/ui/tooltip";
import { TechGlyph } from "~/components/ui/tech-glyph";

/**
 * The project's technologies as icons, each named by a tooltip on hover and focus, as icons alone
 * do not say.
 */
export function TechIconList({ title, tech }: { title: string; tech: readonly Tech[] }) {
  return (
    <section aria-labelledby="project-tech-title">
      <h2 id="project-tech-title" className="text-2xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {tech.map(({ name, icon }) => (
          <li key={name}>
            <Tooltip content={name}>
              <span
                role="img"
                tabIndex={0}
                aria-label={name}
                className={
                  "grid size-12 place-items-center rounded-xl border border-line bg-surface-alt text-fg transition-colors " +
                  "hover:border-accent hover:text-accent"
                }
              >
                <TechGlyph icon={icon} size={24} />
              </span>
            </Tooltip>
          </li>
        ))}
      </ul>
    </section>
  );
}
