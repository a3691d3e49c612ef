import { useId } from "react";
import type { GraphicSkill } from "~/content/schemas";
import { formatPercent } from "~/lib/format";
import { useCountUp } from "./use-count-up";
import { useLanguage } from "~/i18n/use-language";

const TICKS = [10, 20, 30, 40, 50, 60, 70, 80, 90];

export function SkillBar({ skill }: { skill: GraphicSkill }) {
  const labelId = useId();
  const language = useLanguage();
  const [ref, value] = useCountUp<HTMLDivElement>(skill.percentage);
  // Every step of the count is written the language's way: "80%", "80 %".
  const percent = formatPercent(value, language);
  return (
    <li>
      <div className="flex items-baseline justify-between gap-4">
        <span id={labelId} className="font-display font-semibold">
          {skill.name}
        </span>
        <span aria-hidden="true" className="font-display text-sm font-semibold tabular-nums text-muted">
          {percent}
        </span>
      </div>
      <div
        ref={ref}
        // A level, not progress towards something: a meter.
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={percent}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-raised ring-1 ring-line"
      >
        {/* An SVG bar: its width is an attribute, where a style attribute would need its own
            hash in the page's Content-Security-Policy (one per value). rx rounds the ends as
            rounded-full does; SVG halves it for a bar narrower than its height. */}
        <svg aria-hidden="true" focusable="false" className="block size-full">
          <rect width={`${value}%`} height="100%" rx="5" className="fill-accent" />
          {/* Ten steps, cut in the band's own colour, so the bar reads as a level to measure by. */}
          {TICKS.map((tick) => (
            <line key={tick} data-tick x1={`${tick}%`} x2={`${tick}%`} y1="0" y2="100%" strokeWidth="2" className="stroke-surface-alt" />
          ))}
        </svg>
      </div>
    </li>
  );
}
