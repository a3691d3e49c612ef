import { useTranslation } from "~/i18n/use-translation";
import { Chip } from "~/components/ui/chip";
import { Icon } from "~/components/ui/icon";
import { TechGlyph } from "~/components/ui/tech-glyph";
import type { BlogPost } from "~/content/schemas";

type Props = Pick<BlogPost, "titleTeche" | "technologies" | "titleKeyFeature" | "keyFeatures">;

const TITLE = "mt-5 text-base font-bold";

/**
 * The post in short: its tools and what to take away. On a phone it comes before the text, a
 * summary to read first; from 1024 px it stands beside the text.
 */
export function BlogPostPanel({ titleTeche, technologies, titleKeyFeature, keyFeatures }: Props) {
  const { t } = useTranslation("blogPost");
  return (
    <aside
      aria-labelledby="post-in-short"
      className={
        "self-start rounded-3xl border border-line bg-surface p-6 md:p-7 lg:sticky lg:top-[calc(var(--header-height)+2rem)]"
      }
    >
      <h2 id="post-in-short" className="font-display text-xs font-semibold uppercase tracking-widest text-accent">
        {t("post.inShort")}
      </h2>
      <h3 className={TITLE}>{titleTeche ?? t("post.techTitle")}</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {/* The chip a project's stack uses, with the tool's logo when it has one. */}
        {technologies.map(({ name, icon }) => (
          <Chip
            key={name}
            glyph={icon ? <TechGlyph icon={icon} size={14} className="text-muted" /> : <NeutralMark />}
          >
            {name}
          </Chip>
        ))}
      </ul>
      <h3 className={TITLE}>{titleKeyFeature ?? t("post.keyFeaturesTitle")}</h3>
      <ul className="mt-3 space-y-3">
        {keyFeatures.map((feature) => (
          <li key={feature} className="flex gap-3 text-sm leading-relaxed text-muted">
            {/* The check a project's outcome uses, in the accent: one check mark on the site. */}
            <Icon name="check" size={18} className="mt-0.5 shrink-0 text-accent" />
            {feature}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** A tool without a logo: a small dot in the logo's place, so every chip has the same rhythm. */
function NeutralMark() {
  return (
    <svg aria-hidden="true" data-neutral width="14" height="14" viewBox="0 0 24 24" className="text-muted">
      <circle cx="12" cy="12" r="4" fill="currentColor" />
    </svg>
  );
}
