import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { Top5Item } from "~/content/schemas";
import { EmptyList } from "./empty-list";
import { COVER_EDGE } from "./image-edge";
import { CARD_CTA, CARD_FRAME, CARD_TEXT, RANK_BADGE } from "./card-text";
import { CardMeta, metaParts } from "./card-meta";
import { projectPath, rememberSection, type ProjectLinkState } from "./portfolio-navigation";

// Every picture at the art's own 16:10, so no crop cuts what it shows, and rank is size: from lg
// No. 1 fills the first row sideways, its picture the larger part, and the others follow two to a
// row, each half the row (a quarter-row No. 3 and No. 4 read as leftovers). A last item alone in
// its row (an even number of items) lies sideways across it. On tablets No. 1 spans both columns.
// `sizes` is each picture's real width in the 1072 px column at 1440 px. Whole class names, for
// Tailwind to find them.
const LEAD = {
  item: "md:col-span-2 lg:col-span-4",
  link: "lg:flex-row",
  text: "lg:justify-center lg:p-10",
  cta: "lg:mt-0",
  image: "lg:w-7/12 lg:shrink-0 lg:self-center",
  title: "text-2xl md:text-[2rem] md:leading-tight",
  sizes: "(min-width: 1024px) 626px, (min-width: 768px) 90vw, 100vw",
};
const PAIR = {
  item: "lg:col-span-2",
  link: "",
  text: "",
  cta: "",
  image: "",
  title: "text-2xl",
  sizes: "(min-width: 1024px) 524px, (min-width: 768px) 45vw, 100vw",
};
const ALONE = {
  item: "md:col-span-2 lg:col-span-4",
  link: "md:flex-row",
  text: "md:justify-center",
  cta: "md:mt-0",
  image: "md:w-1/2 md:shrink-0 md:self-center",
  title: "text-2xl",
  sizes: "(min-width: 1024px) 536px, (min-width: 768px) 45vw, 100vw",
};

/** The shape of the item at `index` of `count`: the lead, one of a pair, or a last one alone. */
function shapeOf(index: number, count: number) {
  if (index === 0) return LEAD;
  return index === count - 1 && index % 2 === 1 ? ALONE : PAIR;
}

// The top 5 is its own section: the back button returns to it, not to the project's category.
const FROM: ProjectLinkState = { fromSection: "top-5-projects" };

export function TopFiveGrid({ items }: { items: readonly Top5Item[] }) {
  const { t } = useTranslation("portfolio");
  if (items.length === 0) return <EmptyList />;
  return (
    <ol className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => {
        const layout = shapeOf(index, items.length);
        return (
          <li key={item.urlTitle} className={`crop-marks flex render-when-near ${layout.item}`}>
            <Link
              to={projectPath(item.urlTitle, { encode: false })}
              state={FROM}
              onClick={() => rememberSection(FROM.fromSection)}
              className={`group flex w-full flex-col ${CARD_FRAME} ${layout.link}`}
            >
              <div className={`relative aspect-[16/10] overflow-hidden bg-well ${COVER_EDGE} ${layout.image}`}>
                <ResponsiveImage
                  image={item.image}
                  alt=""
                  sizes={layout.sizes}
                  priority={index === 0}
                  pictureClassName="contents"
                  objectPosition={item.focus}
                  className={
                    "absolute inset-0 size-full object-cover transition-transform duration-500 ease-out-soft group-hover:scale-[1.04]"
                  }
                />
              </div>
              <div className={`flex flex-1 flex-col p-6 ${layout.text}`}>
                {/* The rank sits with the text, never on the art, whose own words it would cover. */}
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <span className={RANK_BADGE}>{t("top5.rank", { rank: index + 1 })}</span>
                  <CardMeta parts={metaParts(item.subTitle)} />
                </div>
                <h3 className={`mt-2 font-bold ${layout.title}`}>
                  {item.title}
                </h3>
                <p className={`mt-2 ${CARD_TEXT} text-muted`}>
                  {item.description}
                </p>
                {/* Pinned to the card's foot: the links of a row's cards line up, however long each text. */}
                <span className={`mt-auto self-start pt-4 ${CARD_CTA} ${layout.cta}`}>
                  {item.ctaButton}
                  <Icon name="arrowRight" size={16} className="transition-transform group-hover:translate-x-1" />
                </span>
              </div>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
