import { useCallback, useSyncExternalStore } from "react";
import { applyTheme, currentTheme, DEFAULT_THEME, subscribeTheme, type Theme } from "./theme";
import { FAVICONS } from "./favicons";

/** The theme the page shows. The prerendered HTML is light; hydration then reads the body class. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => DEFAULT_THEME);
  const setTheme = useCallback((next: Theme) => applyTheme(next, FAVICONS), []);
  return [theme, setTheme];
}
