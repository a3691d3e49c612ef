import { useId } from "react";
import type { GraphicSkill } from "~/content/schemas";
import { formatPercent } from "~/lib/percent";
import { useCountUp } from "./use-count-up";
import { useLanguage } from "~/i18n/use-language";

/**
 * A graphic skill's share of the owner's design work: the name and the number on one line, a
 * hairline under them. Thin and in the text's own colour, it informs as a chart's bar does
 * rather than grade as a filled, scaled school mark.
 */
export function SkillBar({ skill }: { skill: GraphicSkill }) {
  const labelId = useId();
  const language = useLanguage();
  const [ref, value] = useCountUp<HTMLDivElement>(skill.percentage);
  // Every step of the count is written the language's way: "80%", "80 %".
  const percent = formatPercent(value, language);
  return (
    <li>
      <div className="flex items-baseline justify-between gap-4 text-[0.9375rem]">
        <span id={labelId} className="font-display font-semibold">
          {skill.name}
        </span>
        <span aria-hidden="true" className="font-display tabular-nums text-muted">
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
        className="mt-1.5 h-1 bg-line"
      >
        {/* An SVG bar: its width is an attribute, where a style attribute would need its own
            hash in the page's Content-Security-Policy (one per value). */}
        <svg aria-hidden="true" focusable="false" className="block size-full">
          <rect width={`${value}%`} height="100%" className="fill-muted" />
        </svg>
      </div>
    </li>
  );
}
