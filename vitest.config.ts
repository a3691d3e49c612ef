import { configDefaults, defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { readBlogShown, readShownPortfolioSections } from "./app/content/shown-sections.server";
import { readSiteLanguages } from "./scripts/site-languages.mjs";

// Unit tests run without the React Router plugin: they test components and helpers in isolation.
// They never read the owner's content/ (an ESLint rule forbids it, scripts/lint/no-owner-content.mjs):
// what a build takes from the content folder, they take from the tests' own, e2e/content.
const TESTS_CONTENT = fileURLToPath(new URL("./e2e/content", import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // A build's is the owner's content folder or CONTENT_DIR (app/content/identity.ts).
      "@content": TESTS_CONTENT,
      // What a test itself reads of the tests' content, named so no reader takes it for the owner's.
      "@test-content": TESTS_CONTENT,
    },
  },
  esbuild: { jsx: "automatic" },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The menus leave out portfolio sections without projects.
    __SHOWN_PORTFOLIO_SECTIONS__: JSON.stringify(readShownPortfolioSections(TESTS_CONTENT)),
    __BLOG_SHOWN__: JSON.stringify(readBlogShown(TESTS_CONTENT)),
    __OWNER_LOGO__: "false",
    // The tests' content's languages (what a test needs of another list, it passes itself).
    __SITE_LANGUAGES__: JSON.stringify(readSiteLanguages(TESTS_CONTENT, "")),
  },
  test: {
    // The brand files (app/brand/: page icons, faces, brand.css) that the components import,
    // written from the tests' site.json.
    globalSetup: ["./app/test/brand-setup.ts"],
    // Scripts, server-only modules and the app's logic need no DOM: they skip happy-dom's start and
    // Testing Library's loading in each file, which cost more than many of their tests. Components
    // (`*.test.tsx`) and tests that need the document (`*.dom.test.ts`) run in happy-dom.
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["*.test.ts", "scripts/**/*.test.{ts,mjs}", "demo-art/**/*.test.mjs", "app/**/*.test.ts"],
          // A test of logic needs no document; one that does is named `*.dom.test.ts`.
          exclude: [...configDefaults.exclude, "app/**/*.dom.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "happy-dom",
          include: ["app/**/*.test.tsx", "app/**/*.dom.test.ts"],
          // Testing Library's matchers and cleanup: only the DOM's tests load them.
          setupFiles: ["./app/test/setup.ts"],
        },
      },
    ],
    // Code that reads the content folder at run time reads the tests' own, never the owner's.
    env: { CONTENT_DIR: "e2e/content" },
    restoreMocks: true,
    // A worker per core: Vitest's default leaves one core to its main process, which on a 2-core
    // machine ran the whole suite in one worker while the main process sat idle.
    maxWorkers: availableParallelism(),
    // Limits that catch a hang, not a speed bar: the tests that load a whole content folder take
    // 1–3 s alone and ran 5.0–5.9 s on two cores shared with a browser suite, past the default 5 s.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
