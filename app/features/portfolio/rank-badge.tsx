import { useTranslation } from "~/i18n/use-translation";
import { RANK_BADGE } from "./card-text";

/**
 * A top-5 project's rank on its card in a category, in words ("No. 2 in the top 5"), so meeting
 * the project again below reads as a cross-reference to the list above, not as a repeat.
 */
export function RankBadge({ rank }: { rank: number }) {
  const { t } = useTranslation("portfolio");
  return (
    <span data-testid="card-rank" className={`normal-case tracking-normal ${RANK_BADGE}`}>
      {t("top5.rank", { rank })}
      {` ${t("top5.inTop")}`}
    </span>
  );
}
