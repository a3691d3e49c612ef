// HTML changes for the first paint, measured with `npm run bench` (see bench-results/). The
// prerendered page is complete without JavaScript, so the modules that hydrate it should not
// compete with the stylesheet, fonts and hero image.
//
// React Router writes a modulepreload link per chunk into <head> and a module script that
// imports them at once. Fetched that early, the scripts share the slow connection with the first
// view (the hero image took 1.0 s to arrive instead of 0.2 s), and on a fast connection their
// evaluation ran before the first frame, so the first paint waited for all of the JavaScript.
// `withDeferredHydration` moves both behind the first view: the module script waits for the
// first contentful paint, then adds the modulepreload links and imports the same modules. A page
// that never paints (a tab opened in the background) waits no longer than HYDRATION_WAIT_LIMIT_MS.
// Measured (bench-results/): Lighthouse mobile performance 94–97 → 100, LCP 2.0–2.7 s → 1.3–1.6 s;
// real loads hydrate 0.6 s sooner (4.8–5.1 s → 4.1–4.7 s).
// Measured again over HTTP/2 (decision 19's table), against React Router's own bootstrap with a
// plain preload of the translations: the rewrite keeps LCP sooner, and costs hydration time. It
// rewrites output React Router does not promise, so first-paint.test.mjs names the version it
// was checked against and fails on an upgrade.
//
// Measured before and rejected:
// - fetching the scripts (plain fetches into the HTTP cache) as soon as the stylesheet is in,
//   before the first frame, and importing them after the first paint: real loads hydrated
//   0.08–0.18 s sooner, but on a fast machine the fetches end before the first paint, and
//   Lighthouse's simulated LCP then counts every request that ended before it (mobile
//   performance 98–99 on five pages of twelve, LCP 2.1–2.4 s);
// - modulepreload at fetchpriority="low" with the early import (the previous version): real LCP
//   3.5 s → 2.5 s, but Lighthouse still counted every script in the first paint (mobile
//   performance 94–97, LCP 2.0–2.7 s);
// - (since taken) inlining the stylesheet was rejected on HTTP/1.1, while the scripts still waited
//   for the images on screen: the fonts then started at once and slowed the hero image (real LCP
//   2.36 s instead of 1.80 s). Over HTTP/2, with the fallbacks sized like the web fonts and the
//   scripts asked for at the paint, it is what brings hydration under 3 s
//   (docs/decisions/0054-stylesheet-in-the-page.md).

import { minify_sync } from "terser";

const HYDRATION_WAIT_LIMIT_MS = 3000;

// What React Router writes into every prerendered page, and what the rewrite leaves behind. A
// React Router upgrade that writes its bootstrap differently fails the build with `changed`,
// rather than leaving the pages to hydrate as they were (e2e/built-html.spec.ts checks the result).
const ROUTER_CONTEXT = "window.__reactRouterContext";
const REWRITTEN = "first-contentful-paint";
const changed = (what) =>
  `postbuild: React Router's bootstrap changed shape (${what}), so scripts/postbuild/first-paint.mjs cannot ` +
  "defer hydration any more. Update its patterns to the new output (docs/decisions explains the rewrite).";
const PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*\/?>/g;
const BOOTSTRAP = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?"([^"]+)";\s*$/gm;

// Runs in the page. Resolves once the first contentful paint is done (or, in a browser without
// Paint Timing, the next frame). It used to wait for the images then on screen as well; with the
// stylesheet in the page the first paint comes 0.6 s sooner, while the first view's images are
// still on their way, and a request made then gets its first byte a round trip later, by when
// they are in: asking at the paint hydrated 0.3–0.7 s sooner on the bench's phone, with LCP no
// later (docs/decisions/0054-stylesheet-in-the-page.md).
const firstViewPainted = `await Promise.race([
  new Promise((r) => setTimeout(r, ${HYDRATION_WAIT_LIMIT_MS})),
  new Promise((r) => {
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(r));
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length) observer.disconnect(), r();
    }).observe({ type: "paint", buffered: true });
  }),
]);`;

// The app waits for its translations before it hydrates; fetched by the app only once the
// scripts have run, they cost one more round trip (0.56 s on slow 4G). They are fetched
// alongside the scripts instead, one file per language: the page's language (<html lang>,
// which the boot script sets to the visitor's) and, where the HTML was built in another
// (data-prerendered-lang on the one 404.html), that one too, which the app hydrates against.
// `base` is the path the site is served under (scripts/base-path.mjs).
const translationPreloads = (base) =>
  "for (const lng of new Set([document.documentElement.lang, document.documentElement.dataset.prerenderedLang].filter(Boolean))) " +
  'document.head.append(Object.assign(document.createElement("link"), ' +
  `{ rel: "preload", as: "fetch", crossOrigin: "anonymous", href: \`${base}locales/\${lng}.json\` }));`;
const HTML_LANG = /<html[^>]*\slang="([^"]+)"/;

/**
 * Rewrites React Router's bootstrap so the hydration scripts, and the translations, load after
 * the first view. `sizeOf(href)` (bytes) orders the requests, largest first, the page's
 * translation file among the scripts by its size. A host that serves six requests at a time
 * (HTTP/1.1) then gives the longest downloads the first free connections: on /portfolio and
 * /blog the list's lazy images and the body font hold five of the six when the scripts are
 * asked for. With the translations second, the shell waited behind them and came in last
 * (0.12 s later); with four small scripts ahead of it, vendor waited 0.3 s.
 */
export function withDeferredHydration(html, sizeOf = () => 0, { minify = true, base = "/" } = {}) {
  // A page without React Router's context (a redirect stub) has nothing to hydrate.
  if (!html.includes(ROUTER_CONTEXT)) return html;
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) throw new Error(changed("no module script that imports the app"));
  // React Router lists the entry's file among its imports as well once the shell is that file.
  const hrefs = [...new Set([...html.matchAll(PRELOAD)].map((match) => match[1]))].sort((a, b) => sizeOf(b) - sizeOf(a));
  const body = bootstrap[1];
  const imports = [...body.matchAll(STATIC_IMPORT)].map(([, name, href]) => ({ name, href }));
  if (imports.length === 0) {
    if (body.includes(REWRITTEN)) return html;
    throw new Error(changed("its module script has no static imports"));
  }
  if (hrefs.length === 0) throw new Error(changed("no modulepreload links"));
  const rest = body.replace(STATIC_IMPORT, "").trim();
  const names = imports.map(({ name }, index) => name ?? `_${index}`);
  const language = HTML_LANG.exec(html)?.[1];
  const translationSize = language ? sizeOf(`/locales/${language}.json`) : 0;
  const larger = hrefs.filter((href) => sizeOf(href) >= translationSize);
  const smaller = hrefs.filter((href) => sizeOf(href) < translationSize);
  const modulePreloads = (list) =>
    list.length === 0
      ? ""
      : `for (const href of ${JSON.stringify(list)}) ` +
        'document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));';
  const script = [
    firstViewPainted,
    modulePreloads(larger),
    translationPreloads(base),
    modulePreloads(smaller),
    `const [${names.join(", ")}] = await Promise.all([${imports.map(({ href }) => `import(${JSON.stringify(href)})`).join(", ")}]);`,
    rest,
  ]
    .filter(Boolean)
    .join("\n");
  // Minified: every page carries it (−0.1 KB brotli a page).
  const code = minify ? minify_sync(script, { module: true, compress: { passes: 2 }, format: { comments: false } }).code : script;
  // async, as React Router writes it: the gate starts watching for the first paint as soon as it
  // is parsed, not after the whole document (a deferred module waited 0.1 s past the first paint).
  return html.replace(PRELOAD, "").replace(bootstrap[0], () => `<script type="module" async="">${code}</script>`);
}
