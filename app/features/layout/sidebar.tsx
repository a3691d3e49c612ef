import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { RESIZE_DEBOUNCE_MS } from "~/lib/constants";
import { sidebarWidth } from "~/lib/sidebar-width";
import { ProfileLinks } from "./profile-links";

const itemClass = "grid size-11 place-items-center rounded-full text-muted hover:bg-surface-alt hover:text-accent";

/**
 * Sticky side bar from 768 px, so the profiles and contact stay one click away; publishes its
 * width for layout as --sidebar-width. Below 768 px there is none: a phone keeps its whole width,
 * and the same links sit in the phone menu and the footer.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    let timer: number | undefined;
    const measure = () => {
      // A rail that is not displayed has no boxes: that is "no side bar".
      const rail = ref.current;
      const width = rail && rail.getClientRects().length > 0 ? rail.getBoundingClientRect().width : null;
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
        "fixed bottom-0 left-0 top-0 z-30 hidden w-[55px] flex-col items-center justify-end border-r border-line pb-6 md:flex"
      }
    >
      <ProfileLinks labelled={false} className="flex flex-col items-center gap-2" itemClassName={itemClass} />
      <span aria-hidden="true" className="mt-4 h-16 w-px bg-line" />
    </aside>
  );
}
