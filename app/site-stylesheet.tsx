import siteStyles from "./app.css?inline";
// The owner's typefaces and accent (scripts/brand/build.mjs writes it from site.json).
import brandStyles from "./brand/brand.css?inline";

/**
 * The site's stylesheet, written into `<head>` of every prerendered page rather than linked: a
 * linked one cost the throttled phone a round trip (0.56 s on slow 4G) before anything painted,
 * and the scripts are asked for at the first paint (docs/decisions/0054-stylesheet-in-the-page.md).
 * Only the prerender writes it. The browser renders nothing here: React leaves an element in
 * `<head>` that it did not render alone when it hydrates, and the browser bundle carries none of
 * the CSS (e2e/first-load-budget.spec.ts would see 12 KB more).
 */
export const SiteStylesheet = import.meta.env.SSR
  ? () => <style dangerouslySetInnerHTML={{ __html: siteStyles + brandStyles }} />
  : () => null;
