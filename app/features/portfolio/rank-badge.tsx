import { useTranslation } from "~/i18n/use-translation";
import { RANK_BADGE } from "./card-text";

/**
 * A top-5 project's rank on its card in a category, where a screen reader also hears which list
 * the number belongs to.
 */
export function RankBadge({ rank }: { rank: number }) {
  const { t } = useTranslation("portfolio");
  return (
    <span data-testid="card-rank" className={`normal-case tracking-normal ${RANK_BADGE}`}>
      {t("top5.rank", { rank })}
      <span className="sr-only"> {t("top5.inTop")}</span>
    </span>
  );
}
