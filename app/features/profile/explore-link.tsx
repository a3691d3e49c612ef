import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { scrollToMyWorkLater } from "./scroll-to-my-work";

const TONES = {
  /** On the page background. */
  solid: "button-primary",
  /** On a dark panel. */
  inverse: "bg-on-feature text-fg hover:bg-on-feature-accent dark:text-night",
} as const;

type Props = { children: string; tone?: keyof typeof TONES; className?: string };

/** The experience and education "explore" buttons: a real link to /portfolio, then the scroll. */
export function ExploreLink({ children, tone = "solid", className }: Props) {
  return (
    <Link
      to="/portfolio"
      onClick={() => scrollToMyWorkLater()}
      className={[
        "inline-flex items-center gap-2 rounded-full px-6 py-3.5 font-display font-semibold transition-colors",
        TONES[tone],
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {children}
      <Icon name="arrowRight" />
    </Link>
  );
}
