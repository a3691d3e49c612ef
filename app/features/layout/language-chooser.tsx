import { type MouseEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useLocation, useMatches, useNavigate } from "react-router";
import { Icon } from "~/components/ui/icon";
import { languageName, LANGUAGES, type Language } from "~/i18n/languages";
import { languageSwitchState } from "~/i18n/language-switch";
import { canonicalPath, localizePath, stripLanguage } from "~/i18n/paths";
import { withBase, withoutBase } from "~/lib/base-path";
import { anchorView } from "./view-anchor";
import { languageTarget, pageLanguagesOf } from "./language-targets";
import { useLanguage } from "~/i18n/use-language";

/**
 * Picks the language by going to the same page in it (/contact ↔ /de/contact). The list is a
 * popover of links to the twin pages, so before the scripts arrive a tap opens it and a pick loads
 * the twin. Once the app runs, a pick stays in the app: the page stays mounted (each language's route
 * shares the page's module), so typed values, an open panel and the lightbox stay as they are, and what the
 * visitor was reading stays where it was on screen. The browser closes the list on an outside
 * click or touch and on Escape, like any popover.
 */
export function LanguageChooser() {
  const { t, i18n } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const current = useLanguage();
  const restoreView = useRef<(() => void) | null>(null);
  const [failed, setFailed] = useState<Language | null>(null);
  // A page in some languages only (a post written in one) sends the others to its fallback page.
  const page = pageLanguagesOf(useMatches());
  const targetOf = (lng: Language) => languageTarget(location.pathname, lng, page);

  // The commit that shows the new language: put what the visitor was reading back in place
  // before it paints.
  useLayoutEffect(() => {
    restoreView.current?.();
    restoreView.current = null;
  }, [current]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, lng: Language) => {
    // A new tab or window is the link's own business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    list.current?.hidePopover();
    button.current?.focus();
    if (lng === current) return;
    const target = targetOf(lng);
    void (target.twin ? goToTwin(lng) : goElsewhere(lng, target.path));
  };

  // Loaded first, so the page's first render is in its language (see useLanguageFollowsPath).
  // A file that cannot be had keeps the page as it is, and says so.
  const loaded = async (lng: Language) => {
    setFailed(null);
    try {
      await i18n.loadLanguages(lng);
      return true;
    } catch (error) {
      console.error(error);
      setFailed(lng);
      return false;
    }
  };

  const goElsewhere = async (lng: Language, path: string) => {
    if (await loaded(lng)) await navigate(path);
  };

  const goToTwin = async (lng: Language) => {
    if (!(await loaded(lng))) return;
    // The address bar can be ahead of the router: section tracking writes /profile/education
    // without a navigation. The router goes to its own page's twin (the same route, so nothing
    // remounts), and the address bar then gets the twin of what it showed, hash included.
    // The app stays on its route, so the 404 page, which hydrates at /404, stays a 404 at the
    // twin of the address asked for (where a direct load would show it too).
    const sameRoute = (pathname: string) => localizePath(stripLanguage(pathname), lng);
    const shown = window.location;
    const twin = `${withBase(sameRoute(withoutBase(shown.pathname)))}${shown.search}${shown.hash}`;
    restoreView.current = anchorView();
    await navigate(
      { pathname: sameRoute(location.pathname), search: location.search },
      { preventScrollReset: true, state: languageSwitchState(location.state) },
    );
    window.history.replaceState(window.history.state, "", twin);
  };

  return (
    <div className="relative">
      <button
        ref={button}
        type="button"
        className={
          "language-button flex h-10 items-center gap-1.5 rounded-full border border-edge " +
          "px-3 text-sm font-semibold uppercase hover:border-fg"
        }
        popoverTarget={listId}
        // No aria-expanded: the browser tells assistive technology whether a popover's invoker is
        // expanded, and HTML forbids the attribute on it (the Nu Html Checker reports it).
        aria-controls={listId}
        // The name starts with the code the button shows, so a voice user can say what they see.
        aria-label={t("language.choose", { code: current.toUpperCase(), language: languageName(current) })}
        onClick={() => setFailed(null)}
      >
        <Icon name="globe" size={18} />
        {current}
      </button>
      <ul
        ref={list}
        id={listId}
        popover="auto"
        className={
          // Drawn as the desktop submenus' panel is: one kind of dropdown in the header.
          "language-list min-w-40 rounded-2xl border " +
          "border-line bg-raised p-2 text-fg shadow-xl dark:border-moon/20 dark:shadow-black/60"
        }
      >
        {LANGUAGES.map((lng) => (
          <li key={lng}>
            <a
              href={withBase(canonicalPath(targetOf(lng).path))}
              lang={lng}
              hrefLang={lng}
              aria-current={lng === current ? "true" : undefined}
              className={
                "flex w-full items-center justify-between gap-4 rounded-xl px-3 py-2 text-left text-sm hover:bg-accent/10 " +
                "aria-[current]:font-bold"
              }
              onClick={(event) => choose(event, lng)}
            >
              {languageName(lng)}
              {/* The current one is ticked, not only bolder: weight alone is a faint mark. */}
              {lng === current && <Icon name="check" size={16} className="text-accent" />}
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className="absolute right-0 top-12 z-50 w-64 empty:hidden rounded-xl bg-raised p-3 text-sm shadow-lg">
        {failed ? t("language.failed", { language: languageName(failed) }) : ""}
      </p>
    </div>
  );
}
