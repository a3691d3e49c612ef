import type { Tech } from "~/content/schemas";
import { Chip } from "./chip";
import { TechGlyph } from "./tech-glyph";

type Props = {
  tech: readonly Tech[];
  /** Names the list for screen readers. */
  label?: string;
  /** Said instead of an empty list or a missing name, rather than leaving a gap. */
  fallback?: { empty: string; unnamed: string };
};

/** Technologies as named chips, each with its icon. */
export function TechList({ tech, label, fallback }: Props) {
  if (tech.length === 0 && fallback) return <p className="text-muted">{fallback.empty}</p>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tech.map(({ name, icon }, index) => (
        <Chip key={`${name}-${index}`} glyph={<TechGlyph icon={icon} size={14} className="text-muted" />}>
          {name.trim() || fallback?.unnamed}
        </Chip>
      ))}
    </ul>
  );
}
