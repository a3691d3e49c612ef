import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "~/i18n/localized-links";
import { Icon } from "~/components/ui/icon";
import { RESIZE_DEBOUNCE_MS } from "~/lib/constants";
import { sidebarWidth } from "~/lib/sidebar-width";
import { socialLinks } from "~/content/identity";

const itemClass =
  "grid size-9 place-items-center rounded-full text-muted hover:bg-surface-alt hover:text-accent md:size-11";

/**
 * Sticky side bar, so the profiles and contact stay one click away; publishes its width for layout
 * as --sidebar-width.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    let timer: number | undefined;
    const measure = () => {
      const width = ref.current ? ref.current.getBoundingClientRect().width : null;
      document.documentElement.style.setProperty(
        "--sidebar-width",
        `${sidebarWidth(width, window.innerWidth)}px`,
      );
    };
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    measure();
    window.addEventListener("resize", onResize);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, []);

  return (
    <aside
      ref={ref}
      aria-label={t("sidebar.label")}
      // From the very top (under the header), so its rule does not stop short when the header hides.
      className={
        "fixed bottom-0 left-0 top-0 z-30 flex w-[37px] flex-col items-center justify-end gap-2 border-r border-line pb-6 md:w-[55px]"
      }
    >
      {socialLinks().map(({ network, url }) => (
        <a key={network} href={url} target="_blank" rel="noopener noreferrer" className={itemClass} aria-label={t(`sidebar.${network}`)}>
          <Icon name={network} />
        </a>
      ))}
      <Link to="/contact" className={itemClass} aria-label={t("sidebar.contact")}>
        <Icon name="mail" />
      </Link>
      <span aria-hidden="true" className="mt-2 h-16 w-px bg-line" />
    </aside>
  );
}
