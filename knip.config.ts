import type { KnipConfig } from "knip";

// Knip's plugins find most entry points by themselves: React Router (root, routes.ts and the route
// modules it lists, entry.client/entry.server, react-router.config.ts), Vite, Vitest (every
// *.test.* file), Playwright (the specs under e2e/) and the scripts that package.json runs.
// The entries below are the ones no config names.
const config: KnipConfig = {
  entry: [
    // The smoke suite: playwright.config.ts picks it by a regular expression knip does not read.
    "e2e/smoke/*.smoke.ts",
    // Run by hand, as docs/development.md describes.
    "scripts/screenshot.mjs",
  ],
  // Knip loads react-router.config.ts without Vite, which the prerender list's modules need
  // (import.meta.glob), so the plugin is given its files instead of reading the config.
  "react-router": {
    config: [],
    entry: ["react-router.config.ts", "app/root.tsx", "app/routes.ts", "app/routes/*.{ts,tsx}", "app/entry.{client,server}.tsx"],
  },
  // The brand step reads these packages' files by path (scripts/brand/typefaces.mjs).
  ignoreDependencies: ["@fontsource-variable/inter", "@fontsource-variable/space-grotesk"],
  // The bench's HTTP/2 host makes its certificate with the system's openssl (Debian's), no package.
  ignoreBinaries: ["openssl"],
};

export default config;
