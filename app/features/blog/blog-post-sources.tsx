import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/components/ui/icon";
import { LinkCard } from "~/components/ui/link-card";
import { TechGlyph } from "~/components/ui/tech-glyph";
import type { BlogPost } from "~/content/schemas";

type Props = Pick<BlogPost, "httpHomepage" | "icon" | "privateText" | "repository">;

/**
 * The post's links, drawn as a project's are: its homepage (further reading) with its icon, and
 * beside it the code, a card of the same shape. With the post's `repository` that card links
 * there with the code host's logo; without it, it is the note alone and leads nowhere.
 */
export function BlogPostSources({ httpHomepage, icon, privateText, repository }: Props) {
  const { t } = useTranslation("blogPost");
  const host = new URL(httpHomepage).host.replace(/^www\./, "");
  const codeGlyph = repository?.icon ? <TechGlyph icon={repository.icon} size={20} /> : <Icon name="code" size={20} />;
  return (
    <section aria-labelledby="post-links-title" className="mt-12 border-t border-line pt-8 md:mt-14">
      <h2 id="post-links-title" className="font-display text-xs font-semibold uppercase tracking-widest text-muted">
        {t("post.links")}
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4">
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
          <LinkCard
            glyph={codeGlyph}
            title={t("post.code")}
            note={privateText}
            {...(repository ? { href: repository.url, newTab: t("post.newTab") } : {})}
          />
        </li>
      </ul>
    </section>
  );
}
