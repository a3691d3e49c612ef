// Runs inline in <head>, after the favicon link and before the stylesheet, so before anything
// paints. (An inline script after a stylesheet waits for it, and stops the parser meanwhile:
// in <body> it held the hero image back until the stylesheet was in, 0.8 s on slow 4G.) It
// applies the stored theme and makes sure the visitor reads the page in their language:
// - an address under a language prefix (/sv/…) is in that language, and the visit remembers it
//   the way the language chooser does; `?lng=` can still ask for the other language;
// - a bare address is English unless the query `lng`, storage, the cookie or the browser's
//   languages (in that order) say otherwise, and then the visitor is sent to the twin page
//   before the English one paints (the body stays hidden until the browser leaves);
// - the one 404.html, prerendered in English, serves unknown addresses in every language: for
//   a Swedish one it raises the loading screen until the app has switched to Swedish.
// It must not depend on anything loaded later.
export type BootConfig = {
  languages: readonly string[];
  /** The language of the bare addresses. */
  fallback: string;
  /** The path the site is served under, when it is not "/" ("/portfolio/"): addresses start with it. */
  base?: string;
  /** Address prefix per language ("" for the bare one). */
  prefixes: Record<string, string>;
  loading: Record<string, string>;
  icons: { light: string; dark: string };
  /**
   * The header's dark mark, when the header draws the site's own: lazy in the HTML, so a
   * light-theme visitor never fetches it, and preloaded here for a dark-theme one.
   */
  darkLogo?: string;
  /** Where the app keeps what the script reads and writes (from theme.ts and i18n/languages.ts). */
  keys: { theme: string; favicon: string; language: string; languageCookie: string; languageQuery: string };
  /** The theme switch's marking attribute, the event that announces a change, and the attribute of a hydrated page. */
  themeSwitch: { toggle: string; event: string; hydrated: string };
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
  const k = c.keys;
  const theme = read(k.theme) === "dark" ? "dark" : "light";
  // <body> is not parsed yet; it gets the class as soon as it is (the styles go by <html>'s).
  const markBody = (t: string) => !!document.body && (document.body.classList.toggle("dark", t === "dark"), true);
  const applyTheme = (t: "light" | "dark") => {
    html.classList.toggle("dark", t === "dark");
    markBody(t);
    html.style.colorScheme = t;
    const icon = document.getElementById(k.favicon);
    if (icon) icon.setAttribute("href", c.icons[t]);
  };
  applyTheme(theme);
  if (!markBody(theme)) {
    new MutationObserver((_, observer) => {
      if (markBody(theme)) observer.disconnect();
    }).observe(html, { childList: true });
  }
  // A click on the theme switch before the app has hydrated would be lost: until then this
  // script takes it, the way the app would, and tells the app, which reads the page's class.
  // Stopped here, so an app that is already listening does not replay it and switch back.
  const s = c.themeSwitch;
  const earlyClick = (event: Event) => {
    if (html.hasAttribute(s.hydrated)) {
      document.removeEventListener("click", earlyClick, true);
      return;
    }
    const target = event.target as Element | null;
    if (!target || !target.closest || !target.closest(`[${s.toggle}]`)) return;
    event.stopImmediatePropagation();
    const next = html.classList.contains("dark") ? "light" : "dark";
    applyTheme(next);
    try {
      window.localStorage.setItem(k.theme, next);
    } catch {
      // Without storage the choice lasts for this page, as it does in the app.
    }
    window.dispatchEvent(new Event(s.event));
  };
  document.addEventListener("click", earlyClick, true);
  if (theme === "dark" && c.darkLogo) {
    const preload = document.createElement("link");
    preload.rel = "preload";
    preload.as = "image";
    preload.href = c.darkLogo;
    document.head.append(preload);
  }

  const base = c.base || "/";
  const address = window.location.pathname;
  const path = address.indexOf(base) === 0 ? address.slice(base.length - 1) : address;
  let pathLng: string | null = null;
  let bare = path;
  for (const l of c.languages) {
    const prefix = c.prefixes[l];
    if (prefix && (path === prefix || path.indexOf(`${prefix}/`) === 0)) {
      pathLng = l;
      bare = path.slice(prefix.length) || "/";
    }
  }
  let lng = pick(new URLSearchParams(window.location.search).get(k.languageQuery)) || pathLng || pick(read(k.language));
  if (!lng) {
    try {
      const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${k.languageCookie}=([^;]*)`));
      lng = pick(match ? decodeURIComponent(match[1] || "") : null);
    } catch {
      lng = null;
    }
  }
  const navigatorLanguages = navigator.languages || [navigator.language];
  for (let i = 0; !lng && i < navigatorLanguages.length; i++) lng = pick(navigatorLanguages[i]);
  lng = lng || c.fallback;

  if (lng !== (pathLng || c.fallback)) {
    html.setAttribute("data-redirecting", "");
    window.location.replace(base.slice(0, -1) + (c.prefixes[lng] || "") + bare + window.location.search + window.location.hash);
    return;
  }
  if (pathLng) {
    try {
      window.localStorage.setItem(k.language, lng);
    } catch {
      // Private mode without storage: the cookie below still remembers.
    }
    document.cookie = `${k.languageCookie}=${lng}; path=/; SameSite=Lax`;
  }
  if (lng !== html.lang) {
    html.setAttribute("data-prerendered-lang", html.lang);
    html.lang = lng;
    html.setAttribute("data-loading", c.loading[lng] || "…");
  }
}

export function bootScript(config: BootConfig): string {
  return `(${boot.toString()})(${JSON.stringify(config)})`;
}
