// The path the site is served under: "/" by default, "/portfolio/" for a GitHub Pages project
// site. Vite sets it from BASE_PATH (scripts/base-path.mjs). React Router adds it to its own
// links and navigations (its `basename`); this is for every other address the site writes or
// reads: files it fetches, image sources, absolute URLs, the browser's own address.
// react-router.config.ts imports some of the app outside Vite (the prerender list), where no
// import.meta.env is set; nothing there writes an address.
export const BASE_PATH: string = (import.meta.env as ImportMetaEnv | undefined)?.BASE_URL ?? "/";

/** A site path as the browser asks for it: `/locales/en.json` → `/portfolio/locales/en.json`. */
export function withBase(path: string, base: string = BASE_PATH): string {
  if (base === "/" || !path.startsWith("/") || path.startsWith("//")) return path;
  return `${base}${path.slice(1)}`;
}

/** Owner-written HTML with its links to site paths (`<a href="/blog/">`) under the base path. */
export function linksWithBase(html: string, base: string = BASE_PATH): string {
  if (base === "/") return html;
  return html.replace(/(<a\s[^>]*?\bhref=")\/(?!\/)/g, `$1${base}`);
}

/**
 * The site path of an address as the browser shows it: `/portfolio/sv/blog/` → `/sv/blog/`,
 * `/portfolio` → `/`. An address outside the base path is left as it is.
 */
export function withoutBase(pathname: string, base: string = BASE_PATH): string {
  if (base === "/") return pathname;
  if (pathname === base.slice(0, -1)) return "/";
  return pathname.startsWith(base) ? pathname.slice(base.length - 1) : pathname;
}
