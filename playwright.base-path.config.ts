// First: the languages of the build under test, which the specs' app modules read.
import "./scripts/build-languages-global.mjs";
import { availableParallelism } from "node:os";
import { defineConfig } from "@playwright/test";
import { readFileSync } from "node:fs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";
import { ON_FAILURE } from "./scripts/on-failure.mjs";

// The site built under a base path, as a GitHub Pages project site serves it
// (`npm run test:base-path`: the tests' content built with BASE_PATH into build/base-path/,
// served under that path). Its specs end in `.base-path.ts`, so the main config leaves them alone.
const PORT = Number(process.env.E2E_BASE_PATH_PORT ?? 4175);
const BUILD_DIR = "build/base-path";
let base = "/";
try {
  base = readFileSync(`${BUILD_DIR}/base-path.txt`, "utf8").trim();
} catch {
  // No build yet: the specs say so (e2e/base-path/built.ts).
}

export default defineConfig({
  testDir: "e2e/base-path",
  testMatch: /\.base-path\.ts$/,
  fullyParallel: true,
  // A worker per core, as in CI: Playwright's default of half the cores ran a 2-core machine's
  // suite in one worker, one test at a time.
  workers: availableParallelism(),
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...ON_FAILURE,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    contextOptions: { reducedMotion: "reduce" },
  },
  webServer: {
    command: "node scripts/serve.mjs",
    env: { PORT: String(PORT), BUILD_DIR },
    url: `http://localhost:${PORT}${base}`,
    reuseExistingServer: !process.env.CI,
  },
});
