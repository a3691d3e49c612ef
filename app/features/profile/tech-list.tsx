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
            "inline-flex items-center gap-1.5 rounded-full bg-well px-3 py-1 text-sm font-medium text-fg"
          }
        >
          <TechGlyph icon={tech.icon} size={14} className="text-muted" />
          {tech.name}
        </li>
      ))}
    </ul>
  );
}
