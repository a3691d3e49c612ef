// The path the site is served under (BASE_PATH): "/" on a domain of its own, "/portfolio/" for a
// GitHub Pages project site. Vite's `base` and React Router's `basename` both come from here.

/** "portfolio", "/portfolio" or "/portfolio/" → "/portfolio/"; nothing or "/" → "/". */
export function normalizeBasePath(value) {
  const trimmed = String(value ?? "").trim().replace(/^\/+|\/+$/g, "");
  if (!trimmed) return "/";
  if (!/^[\w.~-]+(\/[\w.~-]+)*$/.test(trimmed) || trimmed.split("/").some((part) => /^\.+$/.test(part))) {
    throw new Error(`BASE_PATH "${value}" is not a path: use letters, digits, "-", "_", "." and "/" (e.g. /portfolio/)`);
  }
  return `/${trimmed}/`;
}

export const BASE_PATH = normalizeBasePath(process.env.BASE_PATH);

/** Where the build writes which base path it was made for, so the local server serves it there. */
export const BASE_PATH_RECORD = "base-path.txt";
