import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { scrollToMyWorkLater } from "./scroll-to-my-work";

// Each tone sets its own vertical padding: the outline's 2 px border keeps both the same height.
const TONES = {
  /** On the page background: outlined, so the filled one on the dark panel stays the call to action. */
  outline: "border-2 border-fg py-3 text-fg hover:border-accent hover:text-accent",
  /** On a dark panel. */
  inverse: "py-3.5 bg-on-feature text-fg hover:bg-on-feature-accent dark:text-night",
} as const;

type Props = { children: string; tone: keyof typeof TONES; className?: string };

/** The experience and education "explore" buttons: a real link to /portfolio, then the scroll. */
export function ExploreLink({ children, tone, className }: Props) {
  return (
    <Link
      to="/portfolio"
      onClick={() => scrollToMyWorkLater()}
      className={[
        "inline-flex items-center gap-2 rounded-full px-6 font-display font-semibold transition-colors",
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
