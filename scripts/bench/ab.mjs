// `npm run bench:ab -- A=dir B=dir …`: real throttled loads of builds side by side, to see
// what one change is worth. Each build (a copy of build/client) gets its own HTTP/2 host
// (h2-server.mjs) on BENCH_PORT, BENCH_PORT+1, …; the loads take turns, page by page, A, B, A, B…
// with the order rotated each round, so the machine's other work slows every build alike.
// Reports each page's median hydration and LCP with their spread (quartiles, extremes), when the
// last script had arrived (less swayed by the machine's load than hydration), and the difference
// from the first build. BENCH_PAGES=/,/portfolio BENCH_AB_LOADS=9 (loads per page
// and build). Writes bench-results/ab.md.tmp and .json.tmp.
import { mkdir, writeFile } from "node:fs/promises";
import { loadavg } from "node:os";
import { chromium } from "@playwright/test";
import { CHROMIUM_PATH } from "../chromium.mjs";
import { realLoad } from "./real-load.mjs";
import { BENCH_CHROMIUM_ARGS, startServer } from "./server.mjs";
import { median, quantile } from "./stats.mjs";

const builds = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf("=");
  if (at < 1) throw new Error(`expected name=dir, got ${arg}`);
  return { name: arg.slice(0, at), root: arg.slice(at + 1) };
});
if (builds.length < 2) throw new Error("give at least two builds: A=dir B=dir");
const pages = (process.env.BENCH_PAGES ?? "/,/portfolio,/blog").split(",").map((p) => p.trim()).filter(Boolean);
const loads = Number(process.env.BENCH_AB_LOADS ?? 9);
const firstPort = Number(process.env.BENCH_PORT ?? 4433);
const started = Date.now();
const log = (message) => console.log(`[ab ${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

const servers = [];
for (const [index, build] of builds.entries()) {
  build.port = firstPort + index;
  servers.push(await startServer(build.port, build.root));
}
const stopAll = () => servers.forEach((server) => server.kill());
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => (stopAll(), process.exit(130)));

const samples = Object.fromEntries(pages.map((page) => [page, Object.fromEntries(builds.map((b) => [b.name, []]))]));
const loadAtStart = loadavg()[0];
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BENCH_CHROMIUM_ARGS });
  try {
    // The host compresses each file on its first request; keep that out of the numbers.
    for (const build of builds) {
      for (const page of pages) await realLoad(browser, `https://localhost:${build.port}${page}`, { throttle: false });
    }
    for (let round = 0; round < loads; round++) {
      for (const page of pages) {
        const order = builds.map((_, i) => builds[(i + round) % builds.length]);
        for (const build of order) {
          // On a busy machine a load can time out; it is dropped (and logged), not the whole run.
          const load = await realLoad(browser, `https://localhost:${build.port}${page}`, { settle: false }).catch((error) => {
            log(`${page} ${build.name} (${round + 1}/${loads}): dropped, ${error.message.split("\n")[0]}`);
            return null;
          });
          if (!load) continue;
          samples[page][build.name].push({ hydrated: load.hydrated, lcp: load.lcp, scriptsIn: load.scriptsIn });
          log(
            `${page} ${build.name} (${round + 1}/${loads}): hydrated ${Math.round(load.hydrated)} ms, LCP ${Math.round(load.lcp)} ms, ` +
              `scripts in ${Math.round(load.scriptsIn)} ms`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  stopAll();
}

const ms = (value) => (value === null ? "–" : String(Math.round(value)));
const spread = (values) =>
  `${ms(quantile(values, 0.25))}–${ms(quantile(values, 0.75))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;
const lines = [
  "# A/B real loads over HTTP/2",
  "",
  `${new Date(started).toISOString()} · ${loads} throttled loads per page and build, interleaved · ` +
    `load average ${loadAtStart.toFixed(1)} → ${loadavg()[0].toFixed(1)}. Medians in ms; spread: quartiles (extremes); ` +
    `Δ: median against ${builds[0].name} (negative is sooner).`,
  "",
  "| Page | Build | Hydrated | Spread | Δ | LCP | Spread | Δ | Scripts in | Δ |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
];
const summary = {};
for (const page of pages) {
  summary[page] = {};
  const base = samples[page][builds[0].name];
  for (const build of builds) {
    const runs = samples[page][build.name];
    const column = (key) => runs.map((run) => run[key]);
    const m = { hydrated: median(column("hydrated")), lcp: median(column("lcp")), scriptsIn: median(column("scriptsIn")) };
    const d = {
      hydrated: m.hydrated - median(base.map((r) => r.hydrated)),
      lcp: m.lcp - median(base.map((r) => r.lcp)),
      scriptsIn: m.scriptsIn - median(base.map((r) => r.scriptsIn)),
    };
    summary[page][build.name] = { median: m, delta: d, runs };
    lines.push(
      `| ${page} | ${build.name} | ${ms(m.hydrated)} | ${spread(column("hydrated"))} | ${ms(d.hydrated)} | ` +
        `${ms(m.lcp)} | ${spread(column("lcp"))} | ${ms(d.lcp)} | ${ms(m.scriptsIn)} | ${ms(d.scriptsIn)} |`,
    );
  }
}
const markdown = `${lines.join("\n")}\n`;
await mkdir("bench-results", { recursive: true });
await writeFile("bench-results/ab.md.tmp", markdown);
await writeFile("bench-results/ab.json.tmp", `${JSON.stringify({ builds, pages, loads, summary }, null, 2)}\n`);
console.log(`\n${markdown}`);
