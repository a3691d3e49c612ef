import type { TechIcon } from "~/content/schemas";
import { TechGlyph } from "~/components/ui/tech-glyph";

/**
 * One named skill or tool as a small chip: icon in a round well, name beside it. Web skills and
 * tools share it, and its name is set like a graphic skill's and an additional skill's title, so
 * the four skill sections read as one family. The name is on the chip, so the icon is decoration.
 */
export function SkillChip({ name, icon }: { name: string; icon: TechIcon }) {
  return (
    <li
      className={
        "group inline-flex items-center gap-2 whitespace-nowrap rounded-full border border-line bg-card py-1 pl-1 pr-3.5 " +
        "transition-colors hover:border-accent"
      }
    >
      <span
        aria-hidden="true"
        className="grid size-7 shrink-0 place-items-center rounded-full bg-well text-fg transition-colors group-hover:text-accent"
      >
        <TechGlyph icon={icon} size={16} />
      </span>
      <span className="font-display text-[0.9375rem] font-semibold leading-tight">{name}</span>
    </li>
  );
}
