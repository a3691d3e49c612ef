import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/components/ui/icon";

/** The client's name, linked to their site (in a new tab) when the project gives one. */
export function ClientName({ client, link }: { client: string; link?: string | undefined }) {
  const { t } = useTranslation("portfolio");
  if (!link) return <>{client}</>;
  return (
    <a
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 underline decoration-accent underline-offset-4"
    >
      {client}
      <Icon name="external" size={14} />
      <span className="sr-only">({t("card.newTab")})</span>
    </a>
  );
}
