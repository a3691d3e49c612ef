import { useTranslation } from "~/i18n/use-translation";

/**
 * Marks a draft where `npm run dev` shows it (DRAFTS=1), so the owner never mistakes it for a
 * published page. Published content never has `draft`, so the badge renders nothing there.
 */
export function DraftBadge({ draft, className = "" }: { draft?: boolean; className?: string }) {
  const { t } = useTranslation();
  if (!draft) return null;
  return (
    <span
      data-testid="draft-badge"
      className={
        "inline-block rounded-full border-2 border-dashed border-accent px-3 py-0.5 font-display text-xs font-semibold " +
        `uppercase tracking-wider text-accent ${className}`
      }
    >
      {t("draft")}
    </span>
  );
}
