// Pure helpers of the bench: medians, bytes by type, and the Markdown report.
import { BARS, REAL_LOAD_GOALS } from "./config.mjs";

/** The value below which a share `q` of the values lie (linear between neighbours). */
export function quantile(values, q) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
}

export const median = (values) => quantile(values, 0.5);

/** The middle half of the values, "q1–q3" in whole ms ("–" without any). */
export function middleHalf(values) {
  const [low, high] = [quantile(values, 0.25), quantile(values, 0.75)];
  return low === null || high === null ? "–" : `${Math.round(low)}–${Math.round(high)}`;
}

/** Median of each numeric field over runs of the same shape (nested objects included). */
export function medianOf(runs) {
  const [first] = runs;
  if (!first) return {};
  const out = {};
  for (const [key, value] of Object.entries(first)) {
    if (value !== null && typeof value === "object" && !Array.isArray(value)) out[key] = medianOf(runs.map((r) => r[key]));
    else if (typeof value === "number" || value === null) out[key] = median(runs.map((r) => r[key]));
  }
  return out;
}

const BYTE_TYPES = ["js", "css", "images", "fonts", "html", "other"];

/** Groups requests ({ type, bytes }) by what they are; type is a CDP/Lighthouse resource type. */
export function bytesByType(requests) {
  const totals = Object.fromEntries([...BYTE_TYPES, "total"].map((t) => [t, 0]));
  for (const { type, bytes } of requests) {
    const kind =
      { script: "js", stylesheet: "css", image: "images", font: "fonts", document: "html" }[String(type).toLowerCase()] ??
      "other";
    totals[kind] += bytes;
    totals.total += bytes;
  }
  return totals;
}

const kb = (bytes) => (bytes === null || bytes === undefined ? "–" : `${(bytes / 1024).toFixed(1)}`);
const ms = (value) => (value === null || value === undefined ? "–" : `${Math.round(value)}`);
const score = (value) => (value === null || value === undefined ? "–" : `${Math.round(value * 100)}`);
const row = (cells) => `| ${cells.join(" | ")} |`;

/** Which bars a page misses, as short texts. */
export function missedBars(page) {
  const missed = [];
  const mobile = page.lighthouse.mobile;
  if (mobile) {
    if (mobile.scores.performance * 100 < BARS.mobilePerformance) {
      missed.push(`mobile performance ${score(mobile.scores.performance)} < ${BARS.mobilePerformance}`);
    }
    if (mobile.metrics.lcp > BARS.lcpMs) missed.push(`mobile LCP ${ms(mobile.metrics.lcp)} ms > ${BARS.lcpMs}`);
  }
  for (const [formFactor, result] of Object.entries(page.lighthouse)) {
    if (result.metrics.tbt > BARS.tbtMs) missed.push(`${formFactor} TBT ${ms(result.metrics.tbt)} ms > ${BARS.tbtMs}`);
    if (result.metrics.cls > BARS.cls) missed.push(`${formFactor} CLS ${result.metrics.cls.toFixed(3)} > ${BARS.cls}`);
    for (const category of ["accessibility", "bestPractices", "seo"]) {
      if (result.scores[category] * 100 < BARS.otherCategories) missed.push(`${formFactor} ${category} ${score(result.scores[category])}`);
    }
  }
  if (page.jsBrotliBytes > BARS.firstLoadJsBrotliBytes) {
    missed.push(`first-load JS ${kb(page.jsBrotliBytes)} KB brotli > ${kb(BARS.firstLoadJsBrotliBytes)}`);
  }
  if (page.real?.cls > BARS.cls) missed.push(`real CLS ${page.real.cls.toFixed(3)} > ${BARS.cls}`);
  if (page.path === "/" && page.real?.bytes.total > BARS.homeTotalBytesOnPhone)
    missed.push(`/ loads ${kb(page.real.bytes.total)} KB on a 390 px phone > 350`);
  return missed;
}

/** The real-load goals a page misses, as short texts. */
export function missedRealLoadGoals(page) {
  const missed = [];
  const { hydratedMs, lcpMs } = REAL_LOAD_GOALS;
  if (page.real?.hydrated > hydratedMs) missed.push(`hydrated ${ms(page.real.hydrated)} ms > ${hydratedMs}`);
  if (page.real?.lcp > lcpMs) missed.push(`real LCP ${ms(page.real.lcp)} ms > ${lcpMs}`);
  return missed;
}

export function report({ settings, pages, startedAt, durationMs, commit, load }) {
  const lines = [
    "# Bench results",
    "",
    `Commit ${commit} · ${startedAt} · ${settings.runs} Lighthouse run(s) per page and form factor, ` +
      `${settings.realRuns} real load(s) per page · took ${(durationMs / 60000).toFixed(1)} min. Medians.` +
      (load ? ` Load average (2 cores, shared): ${load.start.toFixed(1)} at start, ${load.end.toFixed(1)} at end.` : ""),
    "",
    "## Lighthouse 12 (simulated throttling)",
    "",
    row(["Page", "Form", "Perf", "FCP ms", "LCP ms", "TBT ms", "CLS", "A11y", "BP", "SEO"]),
    row(Array(10).fill("---")),
  ];
  for (const page of pages) {
    for (const [formFactor, r] of Object.entries(page.lighthouse)) {
      lines.push(
        row([
          page.path, formFactor, score(r.scores.performance), ms(r.metrics.fcp), ms(r.metrics.lcp), ms(r.metrics.tbt),
          r.metrics.cls === null ? "–" : r.metrics.cls.toFixed(3), score(r.scores.accessibility),
          score(r.scores.bestPractices), score(r.scores.seo),
        ]),
      );
    }
  }
  lines.push(
    "",
    "## First view, KB transferred (brotli from the bench's HTTP/2 host; Lighthouse mobile run)",
    "",
    row(["Page", "JS", "CSS", "Images", "Fonts", "HTML", "Other", "Total"]),
    row(Array(8).fill("---")),
  );
  for (const page of pages) {
    const b = page.lighthouse.mobile?.bytes ?? page.lighthouse.desktop?.bytes;
    if (!b) continue;
    const sizes = [b.js, b.css, b.images, b.fonts, b.html, b.other, b.total];
    lines.push(row([page.path, ...sizes.map(kb)]));
  }
  if (pages.some((page) => page.real)) {
    lines.push(
      "",
      "## Real load over HTTP/2: Chromium with slow 4G and 4× CPU through CDP, 390 px phone",
      "",
      row([
        "Page", "FCP ms", "LCP ms", "LCP middle half", "CLS", "Hydrated ms", "Hydrated middle half", "Click works ms",
        "KB total", "JS KB", "Images KB",
      ]),
      row(Array(11).fill("---")),
    );
    for (const page of pages.filter((p) => p.real)) {
      const r = page.real;
      const cls = r.cls === null || r.cls === undefined ? "–" : r.cls.toFixed(3);
      const spread = page.realSpread ?? {};
      const cells = [
        ms(r.fcp), ms(r.lcp), spread.lcp ?? "–", cls, ms(r.hydrated), spread.hydrated ?? "–", ms(r.interactive),
        kb(r.bytes.total), kb(r.bytes.js), kb(r.bytes.images),
      ];
      lines.push(row([page.path, ...cells]));
    }
  }
  lines.push("", "## Bars", "");
  for (const page of pages) {
    // The real-load goals are bars too: a page that meets Lighthouse's and misses one of them has
    // not met its bars.
    const missed = [...missedBars(page), ...missedRealLoadGoals(page)];
    lines.push(`- ${page.path}: ${missed.length ? `missed: ${missed.join("; ")}` : "all bars met"}`);
  }
  const failing = pages.flatMap((page) =>
    Object.entries(page.lighthouse).flatMap(([formFactor, r]) => r.failedAudits.map((id) => `${page.path} (${formFactor}): ${id}`)),
  );
  if (failing.length) {
    lines.push("", "## Failed audits (accessibility, best practices, SEO)", "", ...[...new Set(failing)].map((f) => `- ${f}`));
  }
  return `${lines.join("\n")}\n`;
}
