import { useId } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { TitleWithArrow } from "~/components/ui/title-with-arrow";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { Top5Item } from "~/content/schemas";
import { IMAGE_EDGE } from "~/features/portfolio/image-edge";
import { projectPath, rememberSection, type ProjectLinkState } from "~/features/portfolio/portfolio-navigation";
import { coverSpans, firstCoverFullOnTablet } from "./selected-work-layout";
import { PAGE_COLUMN, SPACE } from "~/components/ui/page-column";

/** What a cover on the home page shows of a top-5 item. */
export type SelectedWorkItem = Pick<Top5Item, "urlTitle" | "title" | "subTitle" | "description" | "image" | "focus">;

const SPAN_CLASS: Record<number, string> = { 4: "lg:col-span-4", 6: "lg:col-span-6", 12: "lg:col-span-12" };
/** The cover's width in the max-w-6xl column: a twelfth is about 90 px from 1024 px. */
const coverSizes = (span: number, wide: boolean) =>
  `(min-width: 1024px) ${span * 90}px, ${wide ? "100vw" : "(min-width: 768px) 45vw, 100vw"}`;

// The project page's back button leads to the top 5, where these projects are on the portfolio.
const FROM: ProjectLinkState = { fromSection: "top-5-projects" };

/**
 * The top 5 as large covers straight after the hero, so the work is the home page's second
 * screen on a phone and on the first at a desk. Not a profile section: no id, no tracking.
 */
export function SelectedWork({ items }: { items: readonly SelectedWorkItem[] }) {
  const { t } = useTranslation("home");
  const id = useId();
  if (items.length === 0) return null;
  const spans = coverSpans(items.length);
  return (
    <section aria-labelledby={`${id}-title`} className={`${PAGE_COLUMN} ${SPACE.bottom}`}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2 md:mb-6">
        <h2 id={`${id}-title`} className="text-2xl font-bold md:text-3xl">
          {t("selectedWork.title")}
        </h2>
        <Link
          to="/portfolio"
          className={
            "inline-flex items-center gap-1.5 font-display text-sm font-semibold underline-offset-4 hover:text-accent " +
            "hover:underline"
          }
        >
          {t("selectedWork.all")}
          <Icon name="arrowRight" size={16} />
        </Link>
      </div>
      <ol className="grid grid-cols-1 gap-x-6 gap-y-10 md:grid-cols-2 lg:grid-cols-12">
        {items.map((item, index) => {
          const wide = index === 0 && firstCoverFullOnTablet(items.length);
          return (
            // On a phone the covers after the first are under the first screen: they come after
            // hydration, leaving the line to the scripts (images-after-hydration, app.css).
            <li
              key={item.urlTitle}
              className={[wide && "md:col-span-2", SPAN_CLASS[spans[index]!], index > 0 && "max-md:images-after-hydration"]
                .filter(Boolean)
                .join(" ")}
            >
              <Link
                to={projectPath(item.urlTitle, { encode: false })}
                state={FROM}
                onClick={() => rememberSection(FROM.fromSection)}
                className="group block rounded-2xl outline-offset-4"
              >
                <span
                  data-testid="work-cover"
                  className={`relative block aspect-[16/10] overflow-hidden rounded-2xl bg-well ${IMAGE_EDGE}`}
                >
                  <ResponsiveImage
                    image={item.image}
                    alt=""
                    // The first cover is on the first screen at every width, and on a phone the
                    // page's largest picture: it must not wait to be found as a lazy image.
                    priority={index === 0}
                    sizes={coverSizes(spans[index]!, wide)}
                    pictureClassName="contents"
                    objectPosition={item.focus}
                    className={
                      "absolute inset-0 size-full object-cover transition-transform duration-500 ease-out-soft " +
                      "group-hover:scale-[1.03]"
                    }
                  />
                </span>
                <span className="mt-4 block font-display text-xs font-semibold uppercase tracking-widest text-accent">
                  {item.subTitle}
                </span>
                <span className="mt-1 block text-balance font-display text-xl font-bold group-hover:text-accent md:text-2xl">
                  <TitleWithArrow title={item.title} iconClassName="transition-transform group-hover:translate-x-1" />
                </span>
                <span className="mt-1 block max-w-xl text-pretty text-muted">
                  {item.description}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
