import { throttling } from "lighthouse/core/config/constants.js";
import { CHROMIUM_ARGS } from "../chromium.mjs";
import { readSiteLanguages } from "../site-languages.mjs";

// What `npm run bench` measures, and the bars it holds the numbers to.

const PAGES = ["/", "/portfolio", "/{first-project}", "/blog", "/{first-post}", "/contact"];
/** Every measured page in the first language, at "/", and in each other one under its prefix. */
const defaultPages = () => [
  ...PAGES,
  ...readSiteLanguages().slice(1).flatMap((code) => PAGES.map((page) => (page === "/" ? `/${code}` : `/${code}${page}`))),
];
const FORM_FACTORS = ["mobile", "desktop"];
const LIGHTHOUSE_RUNS = 3;
// Nine: a throttled load's LCP falls in one of two groups, about 1.4–1.5 s or 2.0–2.2 s on the
// same build (now and then one image's bytes come ~0.6 s late, with or without the CPU slowdown;
// decision 56), so the median of five was a draw near the 1.6 s bar.
const REAL_RUNS = 9;
const BENCH_PORT = 4300;

/** Lighthouse's own slow 4G and 4× CPU slowdown, which the real loads apply through CDP. */
export const SLOW_4G = throttling.mobileSlow4G;
export const CPU_SLOWDOWN = SLOW_4G.cpuSlowdownMultiplier;

/** Chromium as the e2e tests start it, taking the bench host's self-signed certificate. */
export const BENCH_CHROMIUM_ARGS = [...CHROMIUM_ARGS, "--ignore-certificate-errors"];

/** A 390 px phone, as the e2e mobile project. */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 2 };

/** Audits that only make pictures or diagnostics; skipping them does not change any score. */
export const SKIP_AUDITS = ["full-page-screenshot", "screenshot-thumbnails", "final-screenshot", "valid-source-maps"];

export const BARS = {
  mobilePerformance: 98,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
  otherCategories: 100,
  // Brotli (quality 11), as served: what a slow phone has to fetch before it can hydrate.
  firstLoadJsBrotliBytes: 115 * 1024,
  homeTotalBytesOnPhone: 350 * 1024,
};

/** What a visitor on that phone gets (the real loads): the largest paint, and a page that answers taps. */
export const REAL_LOAD_GOALS = { lcpMs: 1200, hydratedMs: 2500 };

function intFrom(env, name, fallback) {
  const value = Number(env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Settings with the environment's overrides (BENCH_PAGES=/,/blog BENCH_RUNS=1 for a quick look). */
export function benchSettings(env = process.env) {
  const pages = env.BENCH_PAGES ? env.BENCH_PAGES.split(",").map((p) => p.trim()).filter(Boolean) : defaultPages();
  const formFactors = env.BENCH_FORM_FACTORS ? env.BENCH_FORM_FACTORS.split(",") : FORM_FACTORS;
  const runs = intFrom(env, "BENCH_RUNS", LIGHTHOUSE_RUNS);
  const realRuns = intFrom(env, "BENCH_REAL_RUNS", env.BENCH_RUNS ? runs : REAL_RUNS);
  const complete =
    !env.BENCH_PAGES && !env.BENCH_FORM_FACTORS && runs === LIGHTHOUSE_RUNS && realRuns === REAL_RUNS && env.BENCH_REAL !== "0";
  return {
    pages,
    formFactors,
    runs,
    realRuns,
    real: env.BENCH_REAL !== "0",
    build: env.BENCH_SKIP_BUILD !== "1",
    port: intFrom(env, "BENCH_PORT", BENCH_PORT),
    // Only a full run replaces the committed table; quick runs go to an ignored file.
    outputName: complete ? "latest" : "quick",
  };
}
