import type { ReactElement, ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon, type IconName } from "~/components/ui/icon";
import { Tooltip } from "~/components/ui/tooltip";
import { socialLinks } from "~/content/identity";
import { NETWORK_NAMES } from "~/content/social-networks";

type Props = {
  /** Icons alone (the rail) or icons with the network's name (the phone menu, the footer). */
  named?: boolean;
  /** Off where a "Contact me" button already leads there. */
  contact?: boolean;
  /** Off inside a landmark that already carries the list's name (the rail's aside). */
  labelled?: boolean;
  className?: string;
  itemClassName?: string;
};

/**
 * The owner's profiles from site.json (each in a new tab) and the contact page: the side rail's
 * links, also in the phone menu and the footer, where there is no rail. A named link's
 * accessible name contains its visible name, so a voice user can say what they see; an icon alone
 * (the rail) says its name in a tooltip on hover and focus, since nothing on screen does.
 */
export function ProfileLinks({ named = false, contact = true, labelled = true, className, itemClassName }: Props) {
  const { t } = useTranslation();
  const item = (icon: IconName, text: string): ReactNode => (
    <>
      <Icon name={icon} />
      {named && <span>{text}</span>}
    </>
  );
  const tip = (text: string, link: ReactElement<{ "aria-describedby"?: string }>) =>
    named ? link : <Tooltip content={text} placement="right">{link}</Tooltip>;
  return (
    <ul aria-label={labelled ? t("sidebar.label") : undefined} className={className}>
      {socialLinks().map(({ network, url }) => (
        <li key={network}>
          {tip(
            NETWORK_NAMES[network],
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className={itemClassName}
              aria-label={t(`sidebar.${network}`)}
            >
              {item(network, NETWORK_NAMES[network])}
            </a>,
          )}
        </li>
      ))}
      {contact && (
        <li>
          {/* Named by its text when the text shows; the icon alone needs a label. */}
          {tip(
            t("sidebar.contact"),
            <Link to="/contact" className={itemClassName} aria-label={named ? undefined : t("sidebar.contact")}>
              {item("mail", t("sidebar.contact"))}
            </Link>,
          )}
        </li>
      )}
    </ul>
  );
}
