// One Lighthouse 12 run through its Node API, reduced to the numbers the report shows.
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { SKIP_AUDITS } from "./config.mjs";
import { bytesByType } from "./stats.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

function configFor(formFactor) {
  if (formFactor === "desktop") {
    return { ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: CATEGORIES, skipAudits: SKIP_AUDITS } };
  }
  // Lighthouse's defaults are the mobile run: Moto G Power, simulated slow 4G, 4× CPU.
  return { extends: "lighthouse:default", settings: { onlyCategories: CATEGORIES, skipAudits: SKIP_AUDITS } };
}

/** The requests of the first view: what the page loaded before Lighthouse stopped watching. */
function firstViewRequests(lhr) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  return items
    .filter((item) => !String(item.url).startsWith("data:"))
    .map((item) => ({ type: item.resourceType ?? "other", bytes: item.transferSize ?? 0 }));
}

const ATTEMPTS = 3;

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART, NO_FCP); it asks to run again. */
async function lighthouseReport(url, formFactor, port) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error" }, configFor(formFactor));
    const error = result ? result.lhr.runtimeError : { message: "no result" };
    if (!error) return result.lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
    console.warn(`Lighthouse failed on ${url} (${error.code ?? error.message}); running again`);
  }
}

export async function runLighthouse(url, formFactor, port) {
  const lhr = await lighthouseReport(url, formFactor, port);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const failedAudits = ["accessibility", "best-practices", "seo"].flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
      .map((ref) => ref.id),
  );
  return {
    scores: {
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      bestPractices: lhr.categories["best-practices"].score,
      seo: lhr.categories.seo.score,
    },
    metrics: {
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
    },
    bytes: bytesByType(firstViewRequests(lhr)),
    failedAudits,
    lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    renderBlocking: (lhr.audits["render-blocking-resources"]?.details?.items ?? []).map((item) => item.url),
  };
}
