import { useId } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { TitleWithArrow } from "~/components/ui/title-with-arrow";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { Top5Item } from "~/content/schemas";
import { COVER_EDGE } from "~/features/portfolio/image-edge";
import { projectPath, rememberSection, type ProjectLinkState } from "~/features/portfolio/portfolio-navigation";
import { coverSizes, coverSlots, firstCoverFullOnTablet, phoneRow } from "./selected-work-layout";
import { PAGE_COLUMN, SPACE } from "~/components/ui/page-column";
import { SectionHeading } from "./section-heading";

/** What a cover on the home page shows of a top-5 item. */
export type SelectedWorkItem = Pick<Top5Item, "urlTitle" | "title" | "subTitle" | "description" | "image" | "focus">;

const SPAN_CLASS: Record<number, string> = { 4: "lg:col-span-4", 6: "lg:col-span-6", 8: "lg:col-span-8", 12: "lg:col-span-12" };

// A feature cover stands across the row from 1024 px, its picture in eight of the twelve columns and
// its words in the other four, level with the picture's middle.
const FEATURE_CARD = "lg:grid lg:grid-cols-12 lg:items-center lg:gap-x-6";
const FEATURE_PICTURE = "lg:col-span-8";
const FEATURE_WORDS = "lg:col-span-4 lg:mt-0";

// A filling cover's picture takes the height its card has left once its words are placed.
const FILL_CARD = "lg:flex lg:flex-col";
const FILL_PICTURE = "lg:aspect-auto lg:min-h-48 lg:flex-1";

// Under 768 px every cover after the first is a row of a list: a small picture beside its type
// and title, so the five read as one lead and a short list rather than five screens of
// pictures. The row leaves its description to the project page (a sentence beside a 128 px
// picture ran to seven lines); from 768 px every cover shows it. The picture is
// PHONE_ROW_PICTURE_PX wide, which its sizes ask for.
const PHONE_ROW = {
  card: "max-md:grid max-md:grid-cols-[8rem_minmax(0,1fr)] max-md:items-center max-md:gap-x-4",
  picture: "max-md:rounded-lg",
  words: "max-md:mt-0",
  title: "max-md:text-lg max-md:leading-snug",
  description: "max-md:hidden",
};
// A row slot from 1024 px: the picture in one half, its words in the other, level with its middle.
const DESK_ROW = {
  card: "lg:grid lg:grid-cols-2 lg:items-center lg:gap-x-6",
  picture: "",
  words: "lg:mt-0",
  title: "lg:text-xl",
  description: "lg:text-[0.9375rem] lg:leading-relaxed",
};

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
  const slots = coverSlots(items.length);
  return (
    <section aria-labelledby={`${id}-title`} className={`${PAGE_COLUMN} ${SPACE.bottom} max-md:pb-10`}>
      <div className="mb-4 md:mb-6">
        <SectionHeading
          id={`${id}-title`}
          title={t("selectedWork.title")}
          action={
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
          }
        />
      </div>
      <ol className="grid grid-cols-1 gap-x-6 gap-y-5 md:grid-cols-2 md:gap-y-10 lg:grid-cols-12">
        {items.map((item, index) => {
          const wide = index === 0 && firstCoverFullOnTablet(items.length);
          const slot = slots[index]!;
          // The classes of each row form this cover takes: on a phone, at a desk, or both.
          const rows = [phoneRow(index) && PHONE_ROW, slot.row && DESK_ROW].filter((form) => form !== false);
          const asRow = (part: keyof typeof PHONE_ROW) => rows.map((form) => form[part]).join(" ");
          return (
            <li
              key={item.urlTitle}
              className={
                `${wide ? "md:col-span-2" : ""} ${SPAN_CLASS[slot.span] ?? ""} ` +
                `${slot.rows === 2 ? "lg:row-span-2" : ""} ${slot.fill ? FILL_CARD : ""}`
              }
            >
              <Link
                to={projectPath(item.urlTitle, { encode: false })}
                state={FROM}
                onClick={() => rememberSection(FROM.fromSection)}
                className={
                  `group crop-marks block rounded-2xl outline-offset-4 ${asRow("card")} ${slot.feature ? FEATURE_CARD : ""} ` +
                  (slot.fill ? `lg:flex-1 ${FILL_CARD}` : "")
                }
              >
                <span
                  data-testid="work-cover"
                  className={
                    `relative block aspect-[16/10] overflow-hidden rounded-2xl bg-well ${COVER_EDGE} ${asRow("picture")} ` +
                    (slot.feature ? FEATURE_PICTURE : "") +
                    (slot.fill ? FILL_PICTURE : "")
                  }
                >
                  <ResponsiveImage
                    image={item.image}
                    alt=""
                    // The first cover is on the first screen at every width, and on a phone the
                    // page's largest picture: it must not wait to be found as a lazy image.
                    priority={index === 0}
                    sizes={coverSizes(slot, wide, phoneRow(index))}
                    pictureClassName="contents"
                    objectPosition={item.focus}
                    className={
                      "absolute inset-0 size-full object-cover transition-transform duration-500 ease-out-soft " +
                      "group-hover:scale-[1.03]"
                    }
                  />
                </span>
                {/* Each card's words stay together under (or beside) its own picture: a title
                    that wraps moves only its own description, never a neighbour's. */}
                <span data-testid="work-words" className={`mt-4 block ${asRow("words")} ${slot.feature ? FEATURE_WORDS : ""}`}>
                  <span className="block">
                    <span className="block font-display text-xs font-semibold uppercase tracking-widest text-accent">
                      {item.subTitle}
                    </span>
                    <span
                      data-testid="work-title"
                      className={
                        "mt-1 block text-balance font-display text-xl font-bold group-hover:text-accent md:text-2xl " +
                        `${asRow("title")} ${index === 0 ? "lg:text-3xl" : ""}`
                      }
                    >
                      <TitleWithArrow title={item.title} iconClassName="transition-transform group-hover:translate-x-1" />
                    </span>
                  </span>
                  <span
                    data-testid="work-description"
                    className={`mt-1 block max-w-xl text-pretty text-muted ${asRow("description")}`}
                  >
                    {item.description}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
