import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Disclosure } from "~/components/ui/disclosure";
import { HtmlContent } from "~/components/ui/html-content";
import { PAGE_COLUMN } from "~/components/ui/page-column";
import type { Profile } from "~/content/schemas";
import { scrollToSection } from "~/lib/scroll-to-section";
import { useReveal } from "~/lib/use-reveal";
import { SectionHeading } from "./section-heading";
import { useHydrated } from "./use-hydrated";

// While the disclosure below is closed, the text is cut to 5 lines (10 on large screens) by CSS
// alone, so the control works before scripts too. Written out whole, so Tailwind finds the classes.
const CLAMPED =
  "group-has-[details[data-disclosure]:not([open])]/disclosed:line-clamp-5 " +
  "lg:group-has-[details[data-disclosure]:not([open])]/disclosed:line-clamp-10";

/**
 * About me, set as an editorial opening: the owner's line large beside the text, which reads
 * collapsed first; expanding shows the background, journey, philosophy and a contact link.
 * Collapsing scrolls back to #me, so the visitor is not left far below the section they closed.
 */
export function AboutMe({ aboutMe, intro }: { aboutMe: Profile["aboutMe"]; intro: string }) {
  const { t } = useTranslation("profile");
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const ref = useReveal<HTMLElement>();

  const toggled = (nowOpen: boolean) => {
    if (!nowOpen) scrollToSection("me");
    setOpen(nowOpen);
  };

  return (
    <section id="who-am-i" aria-labelledby="who-am-i-title" className="render-when-near [--near-height:36rem]">
      <div className={`${PAGE_COLUMN} py-7 md:py-11 lg:grid lg:grid-cols-12 lg:gap-12`}>
        <div className="lg:col-span-5">
          <SectionHeading id="who-am-i-title" title={t("sections.who-am-i")} />
          <p className="mt-3 font-display text-xl leading-snug font-semibold text-fg md:mt-6 md:text-2xl">{intro}</p>
        </div>
        <article id="me" ref={ref} className="reveal group/disclosed mt-4 md:mt-8 lg:col-span-7 lg:mt-1">
          <div id="about-me-text" className={`text-lg leading-relaxed ${CLAMPED}`}>
            <HtmlContent html={aboutMe.intro} className="text-fg" />
            {/* The hidden part leaves the tab order and the accessibility tree only once scripts
                run: before that, the clamp is all there is. */}
            <div inert={hydrated && !open} className="text-muted">
              {(["background", "journey", "philosophy"] as const).map((part) => (
                <div key={part}>
                  <h3 className="mt-8 text-xl font-bold text-fg">{t(`aboutMe.${part}`)}</h3>
                  <HtmlContent html={aboutMe[part]} className="mt-2" />
                </div>
              ))}
              <p className="mt-8 text-fg">
                {t("aboutMe.contactText")}{" "}
                <Link to="/contact" className="quiet-link">
                  {t("aboutMe.contactLink")}
                </Link>
              </p>
            </div>
          </div>
          <Disclosure more={t("aboutMe.readMore")} less={t("aboutMe.readLess")} onToggle={toggled} className="mt-3" />
        </article>
      </div>
    </section>
  );
}
