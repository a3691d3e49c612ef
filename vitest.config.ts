import { defineConfig } from "vitest/config";
import { contentFolder } from "./scripts/content-dir.mjs";
import { fileURLToPath } from "node:url";
import { readShownPortfolioSections } from "./app/content/shown-sections.server";

// Unit tests run without the React Router plugin: they test components and helpers in isolation.
export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      // The owner's content folder; CONTENT_DIR points a build at another one (app/content/identity.ts).
      "@content": contentFolder(fileURLToPath(new URL(".", import.meta.url))),
    },
  },
  esbuild: { jsx: "automatic" },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The menus leave out portfolio sections without projects (read once: restart dev after
    // emptying or filling a section).
    __SHOWN_PORTFOLIO_SECTIONS__: JSON.stringify(readShownPortfolioSections()),
  },
  test: {
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "*.test.ts", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./app/test/setup.ts"],
    restoreMocks: true,
  },
});
