import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/components/ui/icon";
import { LinkCard } from "~/components/ui/link-card";
import { TechGlyph } from "~/components/ui/tech-glyph";
import type { BlogPost } from "~/content/schemas";

type Props = Pick<BlogPost, "httpHomepage" | "icon" | "privateText">;

/**
 * The post's links, drawn as a project's are: its homepage (further reading) with its icon, and
 * beside it the note on the code (what is public and what is not), a card of the same shape.
 */
export function BlogPostSources({ httpHomepage, icon, privateText }: Props) {
  const { t } = useTranslation("blogPost");
  const host = new URL(httpHomepage).host.replace(/^www\./, "");
  return (
    <section aria-labelledby="post-links-title" className="mt-12 border-t border-line pt-8">
      <h2 id="post-links-title" className="font-display text-xs font-semibold uppercase tracking-widest text-muted">
        {t("post.links")}
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <li>
          <LinkCard
            href={httpHomepage}
            glyph={<TechGlyph icon={icon} size={20} />}
            title={t("post.homepage")}
            note={host}
            newTab={t("post.newTab")}
          />
        </li>
        <li>
          <LinkCard glyph={<Icon name="code" size={20} />} title={t("post.code")} note={privateText} />
        </li>
      </ul>
    </section>
  );
}
