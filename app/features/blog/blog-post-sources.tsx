import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/components/ui/icon";
import { TechGlyph } from "~/components/ui/tech-glyph";
import type { BlogPost } from "~/content/schemas";

type Props = Pick<BlogPost, "httpHomepage" | "icon" | "privateText">;

/** The post's homepage link with its icon, and the note on what is not public. */
export function BlogPostSources({ httpHomepage, icon, privateText }: Props) {
  const { t } = useTranslation("blogPost");
  const host = new URL(httpHomepage).host.replace(/^www\./, "");
  return (
    <div className="mt-12 grid grid-cols-1 gap-4 border-t border-line pt-8 sm:grid-cols-2">
      <a
        href={httpHomepage}
        target="_blank"
        rel="noopener noreferrer"
        className={
          "group flex items-center gap-4 rounded-2xl border border-line p-4 transition-colors hover:border-fg"
        }
      >
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-well">
          <TechGlyph icon={icon} />
        </span>
        <span className="min-w-0">
          <span className="block text-xs font-semibold uppercase tracking-wider text-muted">
            {t("post.homepage")}
          </span>
          <span className="flex items-center gap-1.5 font-display font-semibold group-hover:underline">
            <span className="truncate">{host}</span>
            <Icon name="external" size={14} className="shrink-0" />
          </span>
          <span className="sr-only">{t("post.newTab")}</span>
        </span>
      </a>
      <p className="flex gap-3 rounded-2xl bg-surface-alt p-4 text-sm leading-relaxed text-muted">
        <Icon name="lock" className="mt-0.5 shrink-0" />
        {privateText}
      </p>
    </div>
  );
}
