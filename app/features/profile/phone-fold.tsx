import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/components/ui/icon";

/*
 * Below 768 px an entry shows what it is (dates, name, role, first tools) and a "More" opens its
 * text and the rest: with every text open, experience and education took 45 % of the home page
 * on a phone. The fold is a native <details> with only its summary: the card it sits in (marked
 * `group/fold`) hides the folded parts while the details are closed, through `:has()` in CSS. So
 * it opens without JavaScript, and from 768 px, where the control is hidden, nothing is folded.
 * A browser without `:has()` shows everything, as from 768 px.
 */

/** On what waits behind a phone's fold: hidden while the fold is closed. */
export const FOLDED = "max-md:group-has-[details[data-fold]:not([open])]/fold:hidden";

/** On what follows folded text: no gap above it while the fold is closed. */
export const FOLDED_GAP = "max-md:group-has-[details[data-fold]:not([open])]/fold:mt-0";

/**
 * On a tools' list: the first two only, while a phone's fold is closed, and only those of them
 * that fit on one row beside the "More": the box is one chip tall (28 px) and clips, so a second
 * tool too long for the row ("ASP.NET Core", "SQL Server") waits behind the fold rather than make
 * that card a row taller than its neighbours.
 */
export const FOLD_TOOLS =
  "max-md:group-has-[details[data-fold]:not([open])]/fold:[&_li:nth-child(n+3)]:hidden " +
  "max-md:group-has-[details[data-fold]:not([open])]/fold:max-h-7 " +
  "max-md:group-has-[details[data-fold]:not([open])]/fold:overflow-hidden";

type FoldProps = {
  className?: string;
  /** Below which width the control shows (and folds): 768 px unless told `sm` (640 px). */
  below?: "md" | "sm";
  /** The closed and open labels; "More" / "Less" unless given. */
  labels?: { more: string; less: string };
};

/** The "More" / "Less" control of a phone's fold; hidden from 768 px (or 640 px). */
export function PhoneFold({ className = "", below = "md", labels }: FoldProps) {
  const { t } = useTranslation("profile");
  const { more, less } = labels ?? { more: t("fold.more"), less: t("fold.less") };
  return (
    <details data-fold className={`group/more ${below === "sm" ? "sm:hidden" : "md:hidden"} ${className}`}>
      <summary
        // Sentence case in the accent, narrower than education's capitals: it shares a row with
        // two tools and must not push the second onto a row of its own.
        className={
          "inline-flex min-h-11 cursor-pointer list-none items-center gap-1 font-display text-sm font-semibold " +
          "text-accent hover:underline underline-offset-4 [&::-webkit-details-marker]:hidden"
        }
      >
        <span className="group-open/more:hidden">{more}</span>
        <span className="hidden group-open/more:inline">{less}</span>
        <Icon name="chevronDown" size={16} className="transition-transform group-open/more:rotate-180" />
      </summary>
    </details>
  );
}
