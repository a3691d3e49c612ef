// What `npm run shots` photographs, narrowed by the command-line options. Pure, so it is tested.
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { readSiteLanguages } from "../site-languages.mjs";

const WIDTHS = [390, 1440];
const THEMES = ["light", "dark"];
const LANGUAGES = readSiteLanguages();
const MOBILE = [390];
const DESKTOP = [1440];

/**
 * Every picture, by name. `path` is a URL, or "project"/"post" for the first one linked from its
 * list; a state names the action in actions.mjs that reaches it.
 */
export const SHOTS = [
  { name: "page-home", path: "/" },
  { name: "page-portfolio", path: "/portfolio" },
  { name: "page-project", path: "project" },
  { name: "page-blog", path: "/blog" },
  { name: "page-post", path: "post" },
  { name: "page-contact", path: "/contact" },
  { name: "page-not-found", path: "/no-such-page" },
  { name: "menu-open", path: "/", state: "menuOpen", widths: MOBILE },
  { name: "menu-submenu", path: "/", state: "menuSubmenu", widths: MOBILE },
  { name: "desktop-submenu", path: "/", state: "desktopSubmenu", widths: DESKTOP },
  { name: "language-menu", path: "/", state: "languageMenu" },
  { name: "graphic-panel", path: "/portfolio", state: "graphicPanel" },
  { name: "lightbox", path: "project", state: "lightbox" },
  { name: "contact-errors", path: "/contact", state: "contactErrors" },
  // Its own browser context: the clock it moves past the spam guard belongs to the whole context.
  { name: "contact-sent", path: "/contact", state: "contactSent", isolated: true },
  // Without an email provider (the demo), sending opens the mail program and a notice says so.
  { name: "contact-mailto", path: "/contact", state: "contactMailto" },
  { name: "tooltip", path: "/", state: "tooltip", widths: DESKTOP },
];

export const USAGE = `node scripts/screenshot-states.mjs [options]   (npm run shots -- [options])
Screenshots every page and interactive state of the build served on PORT (default 3000).
  --out DIR        where the PNGs go (default: ${join(tmpdir(), "screenshots")})
  --only PATTERN   only the pictures whose name matches (a regular expression: "menu|contact")
  --width 390      one width (390 or 1440; repeat or comma-separate for several)
  --theme dark     one theme (light or dark)
  --lng de         one language of the site's
  --full           whole pages instead of the viewport (states are always the viewport)
  --jobs N         pictures taken at once (default 2)
  --help`;

function pick(values, allowed, what) {
  if (values === undefined || values.length === 0) return allowed;
  const chosen = values.flatMap((value) => value.split(",")).map((value) => value.trim());
  for (const value of chosen) {
    if (!allowed.map(String).includes(value)) throw new Error(`--${what} must be one of ${allowed.join(", ")}, not "${value}"`);
  }
  return allowed.filter((value) => chosen.includes(String(value)));
}

function positive(value, what) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${what} must be a positive whole number, not "${value}"`);
  return number;
}

/** The options of a run, from its arguments and environment; throws on anything it does not know. */
export function parseOptions(argv, env = {}) {
  const { values } = parseArgs({
    args: argv,
    options: {
      out: { type: "string" },
      only: { type: "string" },
      width: { type: "string", multiple: true },
      theme: { type: "string", multiple: true },
      lng: { type: "string", multiple: true },
      full: { type: "boolean", default: false },
      jobs: { type: "string" },
      help: { type: "boolean", default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  let only = null;
  if (values.only !== undefined) {
    try {
      only = new RegExp(values.only, "i");
    } catch {
      throw new Error(`--only is not a valid pattern: "${values.only}"`);
    }
  }
  return {
    help: values.help,
    out: values.out ?? join(tmpdir(), "screenshots"),
    only,
    widths: pick(values.width, WIDTHS, "width"),
    themes: pick(values.theme, THEMES, "theme"),
    lngs: pick(values.lng, LANGUAGES, "lng"),
    full: values.full,
    jobs: positive(values.jobs ?? "2", "jobs"),
    port: Number(env.PORT ?? 3000),
  };
}

export const fileName = ({ width, theme, lng, shot }) => `${width}-${theme}-${lng}-${shot.name}.png`;

/** Every picture the options ask for, grouped by width, theme and language (one browser context each). */
export function planShots({ widths, themes, lngs, only }) {
  const plan = [];
  for (const width of widths)
    for (const theme of themes)
      for (const lng of lngs)
        for (const shot of SHOTS) {
          if (shot.widths && !shot.widths.includes(width)) continue;
          if (only && !only.test(shot.name)) continue;
          const item = { width, theme, lng, shot };
          plan.push({ ...item, file: fileName(item) });
        }
  return plan;
}
