import { describe, expect, it } from "vitest";
import { benchSettings } from "./config.mjs";
import { bytesByType, median, medianOf, middleHalf, missedBars, missedRealLoadGoals, quantile, report } from "./stats.mjs";

const lighthouse = (perf, lcp, extra = {}) => ({
  scores: { performance: perf, accessibility: 1, bestPractices: 1, seo: 1 },
  metrics: { fcp: 800, lcp, tbt: 0, cls: 0 },
  bytes: bytesByType([{ type: "Script", bytes: 2048 }]),
  failedAudits: [],
  ...extra,
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it("takes each field's median over runs, nested fields included", () => {
    const runs = [lighthouse(0.9, 1400), lighthouse(1, 1000), lighthouse(0.95, 2000)];
    expect(medianOf(runs)).toMatchObject({ scores: { performance: 0.95 }, metrics: { lcp: 1400 } });
  });

  it("finds quartiles between neighbours, and the middle half of a spread", () => {
    expect(quantile([40, 10, 30, 20, 50], 0.25)).toBe(20);
    expect(quantile([10, 20], 0.5)).toBe(15);
    expect(quantile([], 0.5)).toBeNull();
    // Two groups of loads, as throttled LCP falls: the middle half shows both.
    expect(middleHalf([1404, 1456, 1460, 1472, 1496, 1640, 2124, 2148, 1430])).toBe("1456–1640");
    expect(middleHalf([])).toBe("–");
  });
});

describe("bytesByType", () => {
  it("sorts requests into the report's columns", () => {
    const bytes = bytesByType([
      { type: "Script", bytes: 10 },
      { type: "Stylesheet", bytes: 20 },
      { type: "Image", bytes: 30 },
      { type: "Font", bytes: 40 },
      { type: "Document", bytes: 50 },
      { type: "Fetch", bytes: 60 },
    ]);
    expect(bytes).toEqual({ js: 10, css: 20, images: 30, fonts: 40, html: 50, other: 60, total: 210 });
  });
});

describe("missedBars", () => {
  it("names each bar a page misses", () => {
    const page = {
      path: "/",
      lighthouse: { mobile: lighthouse(0.91, 2100) },
      jsBrotliBytes: 150 * 1024,
      real: { cls: 0.016, bytes: { total: 400 * 1024 } },
    };
    expect(missedBars(page)).toEqual([
      "mobile performance 91 < 98",
      "mobile LCP 2100 ms > 1500",
      "first-load JS 150.0 KB brotli > 115.0",
      "real CLS 0.016 > 0.01",
      "/ loads 400.0 KB on a 390 px phone > 350",
    ]);
  });

  it("finds nothing to report on a page that meets every bar", () => {
    const page = { path: "/blog", lighthouse: { mobile: lighthouse(1, 900) }, jsBrotliBytes: 90 * 1024, real: null };
    expect(missedBars(page)).toEqual([]);
    const settings = benchSettings({});
    expect(report({ settings, pages: [page], startedAt: "now", durationMs: 60000, commit: "abc" })).toContain(
      "- /blog: all bars met",
    );
  });
});

describe("the real-load goals", () => {
  const page = (path, { hydrated = 2400, lcp = 1100 } = {}) => ({
    path,
    lighthouse: { mobile: lighthouse(1, 900) },
    jsBrotliBytes: 112 * 1024,
    real: { hydrated, lcp, cls: 0, bytes: { total: 200 * 1024 } },
  });

  it("names each goal a page misses", () => {
    expect(missedRealLoadGoals(page("/sv", { hydrated: 2600, lcp: 1300 }))).toEqual(["hydrated 2600 ms > 2500", "real LCP 1300 ms > 1200"]);
    expect(missedRealLoadGoals(page("/blog"))).toEqual([]);
  });

  it("shows each real load's spread beside its median, and names a missed goal in the bars' summary", () => {
    const settings = benchSettings({});
    const spread = { ...page("/"), realSpread: { lcp: "1000–1150", hydrated: "2300–2450" } };
    const pages = [spread, page("/portfolio/x", { hydrated: 3100 })];
    const text = report({ settings, pages, startedAt: "now", durationMs: 1, commit: "abc" });
    expect(text).toContain("| 1100 | 1000–1150 | 0.000 | 2400 | 2300–2450 |");
    expect(text).toContain("- /portfolio/x: missed: hydrated 3100 ms > 2500");
  });
});

describe("benchSettings", () => {
  it("measures six pages and their Swedish twins three times per form factor and nine real loads by default", () => {
    expect(benchSettings({})).toMatchObject({ runs: 3, realRuns: 9, formFactors: ["mobile", "desktop"], outputName: "latest" });
    const { pages } = benchSettings({});
    expect(pages).toHaveLength(12);
    expect(pages.slice(6)).toEqual(pages.slice(0, 6).map((page) => (page === "/" ? "/sv" : `/sv${page}`)));
  });

  it("takes quick overrides, and never lets a quick run replace the committed table", () => {
    const quick = benchSettings({ BENCH_PAGES: "/, /blog", BENCH_RUNS: "1" });
    expect(quick).toMatchObject({ pages: ["/", "/blog"], runs: 1, realRuns: 1, outputName: "quick" });
  });
});
