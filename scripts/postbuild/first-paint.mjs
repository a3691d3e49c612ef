// HTML changes for the first paint, measured with `npm run bench` (see bench-results/). The
// prerendered page is complete without JavaScript, so hydration should not slow its first paint:
// - modulepreload at low priority, so the stylesheet, fonts and hero image are fetched first;
// - React Router's bootstrap module evaluates the app only after the hero image (the one image
//   the image component marks fetchpriority="high") has loaded and been painted. On a slow phone
//   the scripts arrive after the hero anyway; what changes is that their evaluation no longer
//   holds up the hero's paint.

export function withLowPriorityModules(html) {
  return html.replace(/<link rel="modulepreload"(?! fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
}

// Waits for the visible high-priority images (at most 3 s), then for a frame to be painted.
const AFTER_HERO = [
  'const heroes = [...document.querySelectorAll(\'img[fetchpriority="high"]\')].filter((img) => img.getClientRects().length > 0 && !img.complete);',
  "const loaded = (img) => new Promise((done) => { img.addEventListener(\"load\", done); img.addEventListener(\"error\", done); });",
  "await Promise.race([Promise.all(heroes.map(loaded)), new Promise((done) => setTimeout(done, 3000))]);",
  "await new Promise((done) => { requestAnimationFrame(() => setTimeout(done)); setTimeout(done, 100); });",
].join("\n");

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Rewrites React Router's module bootstrap so that it evaluates the app after the hero's paint. */
export function withHydrationAfterHero(html) {
  const match = html.match(BOOTSTRAP);
  if (!match) return html;
  const body = match[1] ?? "";
  const sideEffects = [...body.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]);
  const routes = [...body.matchAll(/^import \* as (route\d+) from "([^"]+)";$/gm)].map((m) => ({ name: m[1], url: m[2] }));
  const registry = body.match(/window\.__reactRouterRouteModules = (\{[^;]*\});/)?.[1];
  const entry = body.match(/^import\("([^"]+)"\);$/m)?.[1];
  const understood = [...sideEffects.map((u) => `import "${u}";`), ...routes.map((r) => `import * as ${r.name} from "${r.url}";`)];
  const rest = understood.reduce((text, line) => text.replace(line, ""), body).replace(/window\.__reactRouterRouteModules = \{[^;]*\};/, "").replace(/^import\("[^"]+"\);$/m, "");
  if (!registry || !entry || !routes.length || rest.trim()) {
    throw new Error(`postbuild: React Router's bootstrap script has changed shape; update scripts/postbuild/first-paint.mjs:\n${body}`);
  }
  const script = [
    AFTER_HERO,
    ...sideEffects.map((url) => `await import("${url}");`),
    `const [${routes.map((r) => r.name).join(", ")}] = await Promise.all([${routes.map((r) => `import("${r.url}")`).join(", ")}]);`,
    `window.__reactRouterRouteModules = ${registry};`,
    `import("${entry}");`,
  ].join("\n");
  return html.replace(BOOTSTRAP, () => `<script type="module">${script}</script>`);
}
