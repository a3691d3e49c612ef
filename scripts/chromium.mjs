import { existsSync } from "node:fs";

// Debian's Chromium, started the way this machine needs (no sandbox, no background networking).
// The bench and the screenshots use the full browser, as a visitor's.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// The test suites use Debian's headless-only build of the same Chromium (`chromium-headless-shell`,
// the binary Playwright itself runs for headless tests) when it is installed: it renders the same
// pages for about half the CPU of the full browser, and the gate is CPU-bound.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const TEST_CHROMIUM_PATH =
  process.env.TEST_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  "--disable-quic",
  "--disable-dev-shm-usage",
];
