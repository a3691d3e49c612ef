import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation, useNavigate } from "react-router";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { PAGE_COLUMN } from "~/components/ui/page-column";
import { RegistrationMark } from "~/components/ui/print-mark";
import { ThemedPicture } from "~/components/ui/themed-picture";
import { NOT_FOUND_ART } from "~/content/art/not-found-art";
import { isBlogPostPath } from "~/features/blog/blog-paths";
import { fullTitle } from "~/features/seo/site-title";
import { stripLanguage } from "~/i18n/paths";
import { withoutBase } from "~/lib/base-path";
import { BREAKPOINTS } from "~/lib/constants";
import { NOT_FOUND_PATH } from "~/lib/not-found-document";

const noSubscription = () => () => {};
const documentPath = () => {
  const entry = performance.getEntriesByType?.("navigation")[0];
  return entry ? withoutBase(new URL(entry.name).pathname) : null;
};

// The static host answers an unknown URL with 404.html, which hydrates at /404 (see
// not-found-document.ts); the path the visitor asked for is then the document's own URL.
// Read after hydration (server snapshot null), so the prerendered HTML still matches.
function useRequestedPath(): string {
  const { pathname } = useLocation();
  const requested = useSyncExternalStore(noSubscription, documentPath, () => null);
  return pathname === NOT_FOUND_PATH && requested ? requested : pathname;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // An unknown /blog/{urlTitle} (or /sv/blog/…) says "Blog post not found." and points to the list,
  // unless the blog is hidden: then there is no list, and /blog/… is as unknown as any address.
  const requested = stripLanguage(useRequestedPath());
  const blogPost = __BLOG_SHOWN__ && isBlogPostPath(requested);
  // The one 404.html is prerendered in English; at a Swedish address the title follows the
  // page into Swedish once the app has switched.
  useEffect(() => {
    document.title = fullTitle([t("notFound.metaTitle")]);
  }, [t]);
  return (
    // The art's "404" takes the top of the section; the top padding keeps the card below it, so
    // the digits read whole. On a phone the section is as tall as its content: the portrait art
    // hangs from the top at the screen's width (its digits end 55 % of that width down, whatever
    // the screen's height), the card starts about 28 px under them, and the dotted field ends
    // 48 px under the card (filled to the screen's foot, it left 120 to 160 px of empty field).
    // From tablets up the section fills the first screen, the card centred below the digits.
    // The art stops at the side rail's rule: under the rail its shapes ran into the rail's icons.
    <section data-own-height className={
      "relative isolate grid items-start overflow-hidden pt-[calc(100vw*0.551+28px)] pb-12 " +
      "md:min-h-[calc(100dvh-var(--header-height))] md:items-center md:pb-20 " +
      "md:pt-[calc((100dvh-var(--header-height))*0.46)]"
    }>
      {NOT_FOUND_ART && (
        // A portrait crop for phones, a landscape one from tablets up; it fills the section
        // behind the card (absolutely placed, so it cannot shift the layout).
        <ThemedPicture
          priority
          alt=""
          className="absolute inset-0 -z-10"
          imgClassName="size-full object-cover object-top md:object-center"
          layers={[
            { art: NOT_FOUND_ART.desktop, media: `(min-width: ${BREAKPOINTS.md}px)`, sizes: "100vw" },
            { art: NOT_FOUND_ART.mobile, sizes: "100vw" },
          ]}
        />
      )}
      {/* The card stands in the pages' one column (its edges are theirs), centred in it because it
          is the artwork's middle. Solid and outlined, so it stands clear of the art in both themes. */}
      <div data-page-column className={`${PAGE_COLUMN} grid justify-items-center`}>
        <div className={
          "crop-marks-shown max-w-xl rounded-3xl border border-fg/20 bg-raised " +
          "p-8 shadow-2xl md:p-12 dark:border-moon/40 dark:shadow-black/60"
        }>
          {/* The site's signature, as a proof sheet marks its trim: the page's sheet is missing. */}
          <RegistrationMark className="mb-4 size-6 text-accent" />
          <h1 className="text-4xl font-bold md:text-5xl">{t(blogPost ? "blogPost:notFound.title" : "notFound.title")}</h1>
          <p className="mt-4 text-lg text-muted">
            {t(blogPost ? "blogPost:notFound.message" : "notFound.message")}
          </p>
          {blogPost && (
            <Link to="/blog" className="mt-6 block w-fit font-display font-semibold text-accent underline underline-offset-4">
              {t("blogPost:notFound.toList")}
            </Link>
          )}
          {/* Home first: a visitor who arrived from elsewhere has nothing to go back to. Below
              480 px the two stack, both as wide as the card, rather than as two ragged pills. */}
          <div className="mt-8 grid gap-3 min-[30rem]:flex min-[30rem]:flex-wrap">
            <Link
              to="/"
              className="inline-flex items-center justify-center gap-2 rounded-full button-primary px-6 py-3 font-display font-semibold"
            >
              <Icon name="home" />
              {t("notFound.home")}
            </Link>
            <button
              type="button"
              onClick={() => navigate(-1)}
              className={
                "inline-flex items-center justify-center gap-2 rounded-full border-2 border-fg px-6 py-2.5 font-display font-semibold " +
                "hover:border-accent hover:text-accent"
              }
            >
              <Icon name="arrowLeft" />
              {t("notFound.back")}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
