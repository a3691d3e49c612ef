import { writeStorage } from "~/lib/storage";

// Light by default; the choice is kept under localStorage "theme" so a return visit looks the same.
// Dark puts the `dark` class on <body> (and on <html>, so the page background is dark before <body>
// paints).
export type Theme = "light" | "dark";
export const DEFAULT_THEME: Theme = "light";
export const THEME_STORAGE_KEY = "theme";
export const FAVICON_ID = "favicon";

export function currentTheme(): Theme {
  return typeof document !== "undefined" && document.body.classList.contains("dark")
    ? "dark"
    : DEFAULT_THEME;
}

/** Announced on window whenever the theme changes, also by the boot script for a click before hydration. */
export const THEME_EVENT = "themechange";
/** Marks the theme switch, which the boot script serves until the app has hydrated. */
export const THEME_TOGGLE_ATTRIBUTE = "data-theme-toggle";

export function subscribeTheme(listener: () => void): () => void {
  window.addEventListener(THEME_EVENT, listener);
  return () => window.removeEventListener(THEME_EVENT, listener);
}

export function applyTheme(theme: Theme, icons: Record<Theme, string>): void {
  const dark = theme === "dark";
  document.body.classList.toggle("dark", dark);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = theme;
  const icon = document.getElementById(FAVICON_ID);
  if (icon instanceof HTMLLinkElement) icon.href = icons[theme];
  writeStorage("localStorage", THEME_STORAGE_KEY, theme);
  window.dispatchEvent(new Event(THEME_EVENT));
}
