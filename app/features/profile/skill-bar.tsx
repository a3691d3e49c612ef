import { useId } from "react";
import type { GraphicSkill } from "~/content/schemas";
import { useCountUp } from "./use-count-up";

export function SkillBar({ skill }: { skill: GraphicSkill }) {
  const labelId = useId();
  const [ref, value] = useCountUp<HTMLDivElement>(skill.percentage);
  return (
    <li>
      <div className="flex items-baseline justify-between gap-4">
        <span id={labelId} className="font-display text-lg font-semibold">
          {skill.name}
        </span>
        <span aria-hidden="true" className="font-display text-sm font-semibold tabular-nums text-ink-2 dark:text-moon-2">
          {value}%
        </span>
      </div>
      <div
        ref={ref}
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        className="mt-3 h-3 overflow-hidden rounded-full bg-paper ring-1 ring-line dark:bg-night-3 dark:ring-night-3"
      >
        <div className="h-full rounded-full bg-accent dark:bg-ember" style={{ width: `${value}%` }} />
      </div>
    </li>
  );
}
