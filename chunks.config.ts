// How the browser build groups modules into files, measured with `npm run bench`. Left to
// itself Rollup split the first view into ~28 scripts of 0.2–74 KB; over HTTP/1.1 (six
// connections, as `npm start` and Lighthouse's simulation see it) each extra file costs a round
// trip before hydration. Everything every page needs at start-up goes into two files: the
// libraries (`vendor`) and the app shell (`shell`); route code and what loads on demand (contact
// form, lightbox, ponyfills) stay split.
const VENDOR = /\/node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|i18next-http-backend|i18next-browser-languagedetector|use-sync-external-store|cookie|set-cookie-parser)\//;
// <Trans> (with its HTML parser) is used by a few pages only.
const ON_DEMAND = /\/node_modules\/react-i18next\/dist\/es\/(Trans|TransWithoutContext)\.js$/;

const SHELL = [
  /\/app\/(lib|i18n)\/[^/]+\.tsx?$/,
  /\/app\/features\/(layout|theme|seo)\/[^/]+\.tsx?$/,
  /\/app\/components\/ui\/(icon|tooltip|responsive-image|art-directed-picture|themed-picture|hero-picture)\.tsx$/,
  /\/app\/features\/blog\/blog-paths\.ts$/,
];

export function chunkFor(id: string): string | undefined {
  if (VENDOR.test(id) && !ON_DEMAND.test(id)) return "vendor";
  if (!id.includes("/node_modules/") && SHELL.some((pattern) => pattern.test(id))) return "shell";
  return undefined;
}
