import type { TechIcon } from "~/content/schemas";
import { TechGlyph } from "~/components/ui/tech-glyph";

type Tech = { name: string; icon: TechIcon };

/** The technologies of an experience or education entry, as named chips. */
export function TechList({ items, label }: { items: Tech[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((tech) => (
        <li
          key={tech.name}
          className={
            "inline-flex items-center gap-1.5 rounded-full bg-paper-2 px-3 py-1 text-sm font-medium text-ink " +
            "dark:bg-night-3 dark:text-moon"
          }
        >
          <TechGlyph icon={tech.icon} size={14} className="text-ink-2 dark:text-moon-2" />
          {tech.name}
        </li>
      ))}
    </ul>
  );
}
