import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/components/ui/icon";
import { LinkCard } from "~/components/ui/link-card";
import { TechGlyph } from "~/components/ui/tech-glyph";
import type { BlogPost } from "~/content/schemas";

type Props = Pick<BlogPost, "httpHomepage" | "icon" | "privateText" | "repository">;

/** An address as a short line: its host and path, without the scheme, "www." or a last slash. */
const shortAddress = (url: string) => {
  const { host, pathname } = new URL(url);
  return `${host.replace(/^www\./, "")}${pathname.replace(/\/$/, "")}`;
};

/**
 * The post's links, drawn as a project's are: its homepage (further reading) with its icon, and
 * beside it the code, a card of the same shape. With the post's `repository` that card links
 * there with the code host's logo; without it, it is the note alone and leads nowhere.
 * A post without a homepage (an essay) has neither the link nor the note: only a repository's
 * card when it names one, else no section at all, so no empty box or heading is left behind.
 */
export function BlogPostSources({ httpHomepage, icon, privateText, repository }: Props) {
  const { t } = useTranslation("blogPost");
  if (!httpHomepage && !repository) return null;
  const codeGlyph = repository?.icon ? <TechGlyph icon={repository.icon} size={20} /> : <Icon name="code" size={20} />;
  const codeNote = httpHomepage ? privateText : repository && shortAddress(repository.url);
  return (
    <section aria-labelledby="post-links-title" className="mt-12 border-t border-line pt-8 md:mt-14">
      <h2 id="post-links-title" className="font-display text-xs font-semibold uppercase tracking-widest text-muted">
        {t("post.links")}
      </h2>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4">
        {httpHomepage && icon && (
          <li>
            <LinkCard
              href={httpHomepage}
              glyph={<TechGlyph icon={icon} size={20} />}
              title={t("post.homepage")}
              note={new URL(httpHomepage).host.replace(/^www\./, "")}
              newTab={t("post.newTab")}
            />
          </li>
        )}
        <li>
          <LinkCard
            glyph={codeGlyph}
            title={t("post.code")}
            note={codeNote}
            {...(repository ? { href: repository.url, newTab: t("post.newTab") } : {})}
          />
        </li>
      </ul>
    </section>
  );
}
