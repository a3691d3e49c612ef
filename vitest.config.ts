import { configDefaults, defineConfig } from "vitest/config";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { readBlogShown, readShownPortfolioSections } from "./app/content/shown-sections.server";
import { readSiteLanguages } from "./scripts/site-languages.mjs";

// Unit tests run without the React Router plugin: they test components and helpers in isolation.
// They never read the owner's content/ (an ESLint rule forbids it, scripts/lint/no-owner-content.mjs):
// what a build takes from the content folder, they take from the tests' own, e2e/content.
const TESTS_CONTENT = fileURLToPath(new URL("./e2e/content", import.meta.url));

const NODE_TESTS = ["*.test.ts", "scripts/**/*.test.{ts,mjs}", "demo-art/**/*.test.mjs", "app/**/*.test.ts"];

/**
 * Tests that change what the process shares (module mocks, globals, the environment) run in a file
 * of their own, as Vitest does by default; the others share one module graph per worker. Found by
 * what they call, so a new test that mocks or sets the environment is isolated without a list.
 */
const PROCESS_CHANGING_TESTS = ["app", "scripts", "demo-art", "."]
  .flatMap((dir) =>
    readdirSync(dir, { recursive: dir !== "." })
      .map((name) => (dir === "." ? String(name) : `${dir}/${String(name)}`))
      .filter((file) => /\.test\.(ts|mjs)$/.test(file) && !file.endsWith(".dom.test.ts")),
  )
  .filter((file) =>
    /vi\.(mock|doMock|stubGlobal|stubEnv|resetModules|hoisted)\b|process\.env\.[A-Z_]+ *=|process\.env\[|delete process\.env|process\.chdir|globalThis\.[A-Za-z_]+ *=/.test(
      readFileSync(file, "utf8"),
    ),
  );

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
          include: NODE_TESTS,
          exclude: [...configDefaults.exclude, "app/**/*.dom.test.ts", ...PROCESS_CHANGING_TESTS],
          // One module graph per worker, not one per file: most of these tests only call functions,
          // and loading the graph again for each file cost about a third of the stage.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "node-isolated",
          environment: "node",
          include: PROCESS_CHANGING_TESTS,
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
