import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { Top5Item } from "~/content/schemas";
import { EmptyList } from "./empty-list";
import { IMAGE_EDGE } from "./image-edge";
import { projectPath, rememberSection, type ProjectLinkState } from "./portfolio-navigation";

// Five items, four shapes: a tall lead, a wide second laid out sideways, two small ones and a
// full-width fifth (from lg; on tablets the lead spans both columns). Most boxes keep the art's
// 16:10; the lead and the second take their rows' height, and the item's `focus` says what
// their crop keeps.
const LAYOUT = [
  {
    item: "md:col-span-2 lg:row-span-2",
    link: "",
    text: "",
    image: "aspect-[16/10] lg:aspect-auto lg:min-h-72 lg:flex-1",
    sizes: "(min-width: 1024px) 900px, 100vw",
  },
  {
    item: "lg:col-span-2",
    link: "lg:flex-row",
    text: "flex-1 lg:justify-center",
    image: "aspect-[16/10] lg:aspect-auto lg:w-1/2 lg:shrink-0",
    sizes: "(min-width: 1024px) 310px, (min-width: 768px) 45vw, 100vw",
  },
  { item: "", link: "", text: "flex-1", image: "aspect-[16/10]", sizes: "(min-width: 1024px) 300px, (min-width: 768px) 45vw, 100vw" },
  { item: "", link: "", text: "flex-1", image: "aspect-[16/10]", sizes: "(min-width: 1024px) 300px, (min-width: 768px) 45vw, 100vw" },
  {
    item: "lg:col-span-4",
    link: "lg:flex-row",
    text: "flex-1 lg:justify-center",
    image: "aspect-[16/10] lg:w-1/2 lg:shrink-0",
    sizes: "(min-width: 1024px) 620px, (min-width: 768px) 45vw, 100vw",
  },
] as const;

// The top 5 is its own section: the back button returns to it, not to the project's category.
const FROM: ProjectLinkState = { fromSection: "top-5-projects" };

export function TopFiveGrid({ items }: { items: readonly Top5Item[] }) {
  const { t } = useTranslation("portfolio");
  if (items.length === 0) return <EmptyList />;
  return (
    <ol className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => {
        const layout = LAYOUT[index % LAYOUT.length]!;
        return (
          <li key={item.urlTitle} className={`flex render-when-near ${layout.item}`}>
            <Link
              to={projectPath(item.urlTitle, { encode: false })}
              state={FROM}
              onClick={() => rememberSection(FROM.fromSection)}
              className={
                "group flex w-full flex-col overflow-hidden rounded-3xl border border-line bg-card shadow-sm transition-shadow " +
                `duration-300 hover:shadow-xl ${layout.link}`
              }
            >
              <div className={`relative overflow-hidden bg-well ${IMAGE_EDGE} ${layout.image}`}>
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
              <div className={`flex flex-col p-6 ${layout.text}`}>
                {/* The rank sits with the text, never on the art, whose own words it would cover. */}
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <span className="rounded-full bg-inverse px-3 py-1 font-display text-sm font-bold text-on-inverse">
                    {t("top5.rank", { rank: index + 1 })}
                  </span>
                  <span className="font-display text-xs font-semibold uppercase tracking-widest text-accent">
                    {item.subTitle}
                  </span>
                </div>
                <h3 className="mt-2 text-2xl font-bold">
                  {item.title}
                </h3>
                <p className="mt-2 text-muted">
                  {item.description}
                </p>
                <span
                  className={
                    "mt-4 inline-flex items-center gap-1.5 font-display text-sm font-semibold group-hover:text-accent"
                  }
                >
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
