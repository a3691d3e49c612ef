import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import type { Profile } from "~/content/schemas";
import { scrollToSection } from "~/lib/scroll-to-section";
import { useReveal } from "~/lib/use-reveal";
import { ProfileSection } from "./profile-section";
import { HtmlContent } from "~/components/ui/html-content";
import { useHydrated } from "./use-hydrated";

// Without JavaScript the toggle cannot work: app.css shows the whole text and hides the toggle
// under `@media (scripting: none)`, by these ids.
const TEXT_ID = "about-me-text";
const TOGGLE_ID = "about-me-toggle";

/**
 * About me: a short read first, so the text is collapsed to 5 lines (10 on large screens);
 * expanding shows the background, journey, philosophy and a contact link. Collapsing scrolls back
 * to #me, so the visitor is not left far below the section they closed.
 */
export function AboutMe({ aboutMe, intro }: { aboutMe: Profile["aboutMe"]; intro: string }) {
  const { t } = useTranslation("profile");
  const [expanded, setExpanded] = useState(false);
  const hydrated = useHydrated();
  const ref = useReveal<HTMLElement>();
  // The hidden part leaves the tab order and the accessibility tree only once the toggle works.
  const hideRest = hydrated && !expanded;

  const toggle = () => {
    if (expanded) scrollToSection("me");
    setExpanded(!expanded);
  };

  return (
    <ProfileSection id="who-am-i" tone="band" layout="split" intro={intro} close>
      <article id="me" ref={ref} className="reveal">
        {/* The cut line ends in the clamp's "…" alone: a fade over it as well read as two endings.
            The text is no larger than the intro above it, which leads. */}
        <div
          id={TEXT_ID}
          className={expanded ? "text-lg leading-relaxed" : "line-clamp-5 text-lg leading-relaxed lg:line-clamp-10"}
        >
          <HtmlContent html={aboutMe.intro} className="text-fg" />
          <div inert={hideRest} className="text-muted">
            {(["background", "journey", "philosophy"] as const).map((part) => (
              <div key={part}>
                <h3 className="mt-10 text-2xl font-bold text-fg">{t(`aboutMe.${part}`)}</h3>
                <HtmlContent html={aboutMe[part]} className="mt-3" />
              </div>
            ))}
            <p className="mt-10 rounded-2xl border border-line bg-raised p-6 text-fg">
              {t("aboutMe.contactText")}{" "}
              <Link
                to="/contact"
                className="font-semibold text-accent underline underline-offset-4 hover:no-underline"
              >
                {t("aboutMe.contactLink")}
              </Link>
            </p>
          </div>
        </div>
        <button
          id={TOGGLE_ID}
          type="button"
          aria-expanded={expanded}
          aria-controls={TEXT_ID}
          onClick={toggle}
          className={
            "mt-8 inline-flex items-center gap-2 rounded-full border-2 border-fg px-5 py-2.5 font-display font-semibold " +
            "hover:border-accent hover:text-accent"
          }
        >
          {expanded ? t("aboutMe.readLess") : t("aboutMe.readMore")}
          <Icon name="chevronDown" className={expanded ? "rotate-180 transition-transform" : "transition-transform"} />
        </button>
      </article>
    </ProfileSection>
  );
}
