import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { readBlogShown, readShownPortfolioSections } from "./app/content/shown-sections.server";
import { BASE_PATH } from "./scripts/base-path.mjs";
import { hasOwnerLogo } from "./scripts/brand/build.mjs";
import { onBuildWarning } from "./scripts/build-warnings.mjs";
import { contentFolder } from "./scripts/content-dir.mjs";
import { readSiteLanguages } from "./scripts/site-languages.mjs";
import { translationBundles } from "./scripts/translation-bundles.mjs";

export default defineConfig({
  // "/" or "/<repo>/" (BASE_PATH, scripts/base-path.mjs): where the built files are asked for.
  base: BASE_PATH,
  plugins: [tailwindcss(), reactRouter(), translationBundles()],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The menus leave out portfolio sections without projects (read once: restart dev after
    // emptying or filling a section).
    __SHOWN_PORTFOLIO_SECTIONS__: JSON.stringify(readShownPortfolioSections()),
    // A blog hidden in site.json leaves the menus and every link to it (read once, as above).
    __BLOG_SHOWN__: JSON.stringify(readBlogShown()),
    // The owner's logo.svg replaces the header's letters (scripts/brand/build.mjs).
    __OWNER_LOGO__: JSON.stringify(hasOwnerLogo()),
    // The site's languages, the first at "/" (site.json's "languages", or SITE_LANGUAGES).
    __SITE_LANGUAGES__: JSON.stringify(readSiteLanguages()),
  },
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // The owner's content folder; CONTENT_DIR points a build at another one (app/content/identity.ts).
      "@content": contentFolder(),
    },
  },
  build: {
    // Small assets stay files so the CSP needs no data: exceptions for them.
    assetsInlineLimit: 0,
    rollupOptions: {
      // Notices nobody can act on stay out of the output (scripts/build-warnings.mjs).
      onwarn: onBuildWarning,
    },
    // Terser's second pass takes ~3 % (4–5 KB gzip) off the first-load JavaScript that esbuild's
    // minifier leaves; measured on the built chunks, it costs a few seconds of build time.
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  },
});
