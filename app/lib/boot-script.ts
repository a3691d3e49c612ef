// Runs inline as the first thing in <body>, before anything paints: it applies the stored
// theme and, for a visitor whose language is not the prerendered one, shows the loading
// screen so English never flashes. It must not depend on anything loaded later.
export type BootConfig = {
  languages: readonly string[];
  fallback: string;
  prerendered: string;
  loading: Record<string, string>;
  icons: { light: string; dark: string };
};

export function boot(c: BootConfig): void {
  const html = document.documentElement;
  const read = (key: string): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const pick = (value: string | null | undefined): string | null => {
    const base = (value || "").toLowerCase().split(/[-_]/)[0] || "";
    return c.languages.indexOf(base) >= 0 ? base : null;
  };

  const theme = read("theme") === "dark" ? "dark" : "light";
  html.classList.toggle("dark", theme === "dark");
  document.body.classList.toggle("dark", theme === "dark");
  html.style.colorScheme = theme;
  const icon = document.getElementById("favicon");
  if (icon) icon.setAttribute("href", c.icons[theme]);

  let lng = pick(new URLSearchParams(window.location.search).get("lng")) || pick(read("i18nextLng"));
  if (!lng) {
    try {
      const match = document.cookie.match(/(?:^|;\s*)i18next=([^;]*)/);
      lng = pick(match ? decodeURIComponent(match[1] || "") : null);
    } catch {
      lng = null;
    }
  }
  const navigatorLanguages = navigator.languages || [navigator.language];
  for (let i = 0; !lng && i < navigatorLanguages.length; i++) lng = pick(navigatorLanguages[i]);
  lng = lng || c.fallback;
  if (lng !== c.prerendered) {
    html.lang = lng;
    html.setAttribute("data-loading", c.loading[lng] || "…");
  }
}

export function bootScript(config: BootConfig): string {
  return `(${boot.toString()})(${JSON.stringify(config)})`;
}
