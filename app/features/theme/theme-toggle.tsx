import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/components/ui/icon";
import { THEME_TOGGLE_ATTRIBUTE } from "./theme";
import { useTheme } from "./use-theme";

/**
 * Moon by day, sun by night: the icon follows the page's class, so it is right from the first
 * paint, and so is a click before the scripts arrive (the boot script serves it until hydration).
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  const dark = theme === "dark";
  return (
    <button
      type="button"
      {...{ [THEME_TOGGLE_ATTRIBUTE]: "" }}
      className={
        "grid size-10 place-items-center rounded-full border border-edge hover:border-fg"
      }
      aria-label={t(dark ? "theme.toLight" : "theme.toDark")}
      onClick={() => setTheme(dark ? "light" : "dark")}
    >
      <Icon name="moon" size={18} className="dark:hidden" />
      <Icon name="sun" size={18} className="hidden dark:block" />
    </button>
  );
}
