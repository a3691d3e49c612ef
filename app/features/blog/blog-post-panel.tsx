import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/components/ui/icon";
import { TagChip } from "~/components/ui/tag-chip";
import type { BlogPost } from "~/content/schemas";

type Props = Pick<BlogPost, "titleTeche" | "technologies" | "titleKeyFeature" | "keyFeatures">;

export function BlogPostPanel({ titleTeche, technologies, titleKeyFeature, keyFeatures }: Props) {
  const { t } = useTranslation("blogPost");
  return (
    <aside
      aria-label={t("post.panelLabel")}
      className={
        "self-start rounded-3xl border border-line bg-surface p-7 lg:sticky lg:top-[calc(var(--header-height)+2rem)]"
      }
    >
      <h2 className="text-lg font-bold">{titleTeche ?? t("post.techTitle")}</h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {/* The project's stack chip: a post names tools and ideas, not brands, so one code glyph. On
            the page-coloured box the well's fill would hardly show, so the chips take the line's. */}
        {technologies.map((name) => (
          <TagChip key={name} fill="bg-line" glyph={<Icon name="code" size={14} className="text-muted" />}>
            {name}
          </TagChip>
        ))}
      </ul>
      <h2 className="mt-8 text-lg font-bold">{titleKeyFeature ?? t("post.keyFeaturesTitle")}</h2>
      <ul className="mt-4 space-y-3">
        {keyFeatures.map((feature) => (
          <li key={feature} className="flex gap-3 text-sm leading-relaxed text-muted">
            <svg
              aria-hidden="true"
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2.5}
              strokeLinecap="round"
              strokeLinejoin="round"
              className="mt-0.5 shrink-0 text-success"
            >
              <path d="m5 12 5 5 9-10" />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
    </aside>
  );
}
