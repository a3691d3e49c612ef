/** Set by vite.config.ts from the build date. */
declare const __BUILD_YEAR__: number;
/** Set by vite.config.ts from content/portfolio.json: the portfolio sections that have projects. */
declare const __SHOWN_PORTFOLIO_SECTIONS__: readonly import("./lib/sections").PortfolioSectionId[];
/** Set by vite.config.ts from content/site.json: false when `hidden` names the blog. */
declare const __BLOG_SHOWN__: boolean;
/** Set by vite.config.ts: whether the content folder holds the owner's own logo.svg. */
declare const __OWNER_LOGO__: boolean;
/** Set by vite.config.ts (and scripts/site-languages.mjs outside Vite): the site's languages, the first at "/". */
declare const __SITE_LANGUAGES__: readonly string[];
