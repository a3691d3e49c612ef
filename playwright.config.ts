// First: the languages of the build under test, which the specs' app modules read.
import "./scripts/build-languages-global.mjs";
import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from "./scripts/chromium.mjs";
import { ON_FAILURE } from "./scripts/on-failure.mjs";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BASE_PATH_RECORD } from "./scripts/base-path.mjs";
import { BUILD_DIR } from "./scripts/build-dir.mjs";

// The behaviour specs (projects desktop and mobile) run against a build of the tests' own content
// under a base path (`npm run build:e2e`, CONTENT_DIR=e2e/content, BASE_PATH=/portfolio/); the smoke
// suite runs against the owner's build (`npm run build`). Either way the static server serves
// whatever is in build/client, under the base path it was built for (e2e/support/base-path.ts).
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The base path the build was made for (the tests' content: /portfolio/; the owner's: usually /). */
let BASE = "/";
try {
  BASE = readFileSync(join(BUILD_DIR, BASE_PATH_RECORD), "utf8").trim() || "/";
} catch {
  // No build yet: the server check below waits on the root.
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // A worker per core, as in CI: Playwright's default of half the cores ran a 2-core machine's
  // suite in one worker, one test at a time.
  workers: availableParallelism(),
  // No retry: a test that passes only on a second try is a failing test.
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Limits that catch a hang, not a speed bar: on two cores shared with other work a test that
  // takes 10 s alone can take 40, and without a retry that must not fail it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...ON_FAILURE,
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      testIgnore: /\.mobile\.spec\.ts$/,
    },
    {
      name: "mobile",
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      testMatch: /\.mobile\.spec\.ts$/,
    },
    {
      name: "smoke",
      // Reduced motion puts every entrance at its end, so axe measures the final colours at once.
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        contextOptions: { reducedMotion: "reduce" },
      },
      testMatch: /\.smoke\.ts$/,
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(PORT) },
    url: `http://localhost:${PORT}${BASE}`,
    reuseExistingServer: !process.env.CI,
  },
});
