// `npm run bench`: builds the site, serves it over HTTP/2 with brotli (h2-server.mjs), runs Lighthouse 12
// (mobile and desktop) and a real throttled load on each page, and writes the medians to
// bench-results/latest.md and .json. Quick runs: BENCH_PAGES=/,/blog BENCH_RUNS=1 (written to
// bench-results/quick.*.tmp), BENCH_SKIP_BUILD=1, BENCH_REAL=0, BENCH_FORM_FACTORS=mobile.
import { execSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_PATH } from "../chromium.mjs";
import { benchSettings } from "./config.mjs";
import { runLighthouse } from "./lighthouse.mjs";
import { discover } from "../shots/actions.mjs";
import { BENCH_CHROMIUM_ARGS } from "./config.mjs";
import { startServer } from "./h2-server.mjs";
import { realLoad } from "./real-load.mjs";
import { medianOf, middleHalf, report } from "./stats.mjs";

const settings = benchSettings();
const started = Date.now();
// The machine is shared: a busy CPU slows the real loads and inflates Lighthouse's simulated TBT.
const loadAtStart = loadavg()[0];
const log = (message) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

if (settings.build) {
  log("building the site");
  execSync("npm run build", { stdio: ["ignore", "ignore", "inherit"] });
}
const server = await startServer(settings.port);
// Stopped by hand (Ctrl-C, kill): take the server and Lighthouse's Chromium down too.
let chrome = null;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.kill();
    chrome?.kill();
    process.exit(130);
  });
}
const base = `https://localhost:${settings.port}`;
let results = [];
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BENCH_CHROMIUM_ARGS });
  try {
    const warm = await browser.newPage({ ignoreHTTPSErrors: true });
    // "{first-project}" and "{first-post}": the first ones their lists link to, as the screenshots find them.
    const { project, post } = await discover(warm, base);
    const paths = settings.pages.map((page) =>
      page.replace("/{first-project}", project ?? "/portfolio").replace("/{first-post}", post ?? "/blog"),
    );
    results = paths.map((path) => ({ path, lighthouse: {}, jsBrotliBytes: null, real: null }));
    // Warm the host and the disk cache, to keep a first read out of the numbers.
    for (const path of paths) await warm.goto(base + path, { waitUntil: "networkidle" });
    await warm.close();

    chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: BENCH_CHROMIUM_ARGS });
    try {
      for (const result of results) {
        for (const formFactor of settings.formFactors) {
          const runs = [];
          for (let i = 0; i < settings.runs; i++) {
            log(`Lighthouse ${formFactor} ${result.path} (${i + 1}/${settings.runs})`);
            runs.push(await runLighthouse(base + result.path, formFactor, chrome.port));
          }
          const last = runs.at(-1);
          result.lighthouse[formFactor] = {
            ...medianOf(runs),
            failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
            lcpElement: last.lcpElement,
            renderBlocking: last.renderBlocking,
          };
          // The host serves brotli (quality 11) twins, so the scripts' transfer size is their brotli size.
          result.jsBrotliBytes ??= last.bytes.js;
        }
      }
    } finally {
      chrome.kill();
    }

    if (settings.real) {
      for (const result of results) {
        const runs = [];
        for (let i = 0; i < settings.realRuns; i++) {
          log(`real load ${result.path} (${i + 1}/${settings.realRuns})`);
          runs.push(await realLoad(browser, base + result.path));
        }
        result.real = medianOf(runs);
        result.realSpread = { lcp: middleHalf(runs.map((run) => run.lcp)), hydrated: middleHalf(runs.map((run) => run.hydrated)) };
        result.realLcpElements = [...new Set(runs.map((run) => run.lcpElement))];
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  server.kill();
}

// "+changes" when the measured code differs from the commit (results themselves do not count).
const dirty = execSync("git status --porcelain -- . ':(exclude)bench-results'").length > 0;
const commit = execSync("git rev-parse --short HEAD").toString().trim() + (dirty ? "+changes" : "");
const load = { start: loadAtStart, end: loadavg()[0] };
const summary = { settings, pages: results, startedAt: new Date(started).toISOString(), durationMs: Date.now() - started, commit, load };
const markdown = report(summary);
await mkdir("bench-results", { recursive: true });
const suffix = settings.outputName === "latest" ? "" : ".tmp";
await writeFile(`bench-results/${settings.outputName}.md${suffix}`, markdown);
await writeFile(`bench-results/${settings.outputName}.json${suffix}`, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`\n${markdown}`);
log(`wrote bench-results/${settings.outputName}.md${suffix}`);
