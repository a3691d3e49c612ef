import { MENU_LINES } from "~/content/menu-lines";
import { useLanguage } from "~/i18n/use-language";
import type { MenuEntry } from "./menu-data";

/** The owner's line under a menu entry in the page's language, or undefined where they wrote none. */
export function useMenuDescription(): (entry: MenuEntry) => string | undefined {
  const lng = useLanguage();
  return (entry) => (entry.description ? MENU_LINES[lng]?.[entry.description] : undefined);
}
