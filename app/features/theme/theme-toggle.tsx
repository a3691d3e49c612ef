import { useTranslation } from "~/i18n/use-translation";
import { Icon } from "~/components/ui/icon";
import { useTheme } from "./use-theme";

export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setTheme] = useTheme();
  const dark = theme === "dark";
  return (
    <button
      type="button"
      className={
        "grid size-10 place-items-center rounded-full border border-edge hover:border-fg"
      }
      aria-label={t(dark ? "theme.toLight" : "theme.toDark")}
      onClick={() => setTheme(dark ? "light" : "dark")}
    >
      <Icon name={dark ? "sun" : "moon"} size={18} />
    </button>
  );
}
