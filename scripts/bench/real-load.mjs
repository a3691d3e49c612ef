// The "real" measurement: a cold load on a 390 px phone, Chromium throttled through CDP as
// Lighthouse throttles: first and largest paint (and what it was), hydration, when a click takes
// effect, and the layout shift on the way.
import { CPU_SLOWDOWN, PHONE, SLOW_4G } from "./config.mjs";
import { bytesByType } from "./stats.mjs";

const LOAD_TIMEOUT_MS = 90_000;

// Runs in the page before its own scripts. At hydration it clicks the language menu button
// (opening a menu changes no large paint, unlike the theme toggle, which would swap the hero)
// and notes when the button reacts; falls back to the theme toggle.
function probe() {
  const bench = { fcp: null, lcp: null, lcpElement: null, cls: 0, hydrated: null, clicked: null, interactive: null };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === "first-contentful-paint") bench.fcp = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.lcp = entry.startTime;
      const text = entry.element?.textContent?.trim().slice(0, 40);
      bench.lcpElement = entry.url ? `img ${new URL(entry.url).pathname}` : `${entry.element?.localName} "${text}"`;
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) bench.cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });

  let control = null;
  // The language button opens a popover (no aria-expanded on a popover's invoker); the theme
  // toggle changes its name.
  const reacted = () =>
    control &&
    (document.getElementById(control.getAttribute("aria-controls") ?? "")?.matches(":popover-open") ||
      control.getAttribute("aria-label") !== control.dataset.benchLabel);
  new MutationObserver(() => {
    const html = document.documentElement;
    if (bench.hydrated === null && html.hasAttribute("data-hydrated")) {
      bench.hydrated = performance.now();
      // By their marks, not their names, which are in the page's language.
      control = document.querySelector("header button.language-button") ?? document.querySelector("button[data-theme-toggle]");
      if (!control) return;
      control.dataset.benchLabel = control.getAttribute("aria-label") ?? "";
      bench.clicked = performance.now();
      control.click();
      // A popover opens within the click, with no attribute changing for the observer to see.
      if (reacted()) bench.interactive = performance.now();
    }
    if (bench.clicked !== null && bench.interactive === null && reacted()) bench.interactive = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated", "aria-expanded", "aria-label"] });
}

async function throttleLikeLighthouse(cdp) {
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_4G.requestLatencyMs,
    downloadThroughput: Math.floor((SLOW_4G.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((SLOW_4G.uploadThroughputKbps * 1024) / 8),
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}

/** One cold load, its times and the bytes of its first view. */
export async function realLoad(browser, url) {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
    // The bench's HTTP/2 host has a self-signed certificate.
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(probe);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await throttleLikeLighthouse(cdp);

    const types = new Map();
    const requests = [];
    cdp.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
    cdp.on("Network.loadingFinished", (event) =>
      requests.push({ type: types.get(event.requestId) ?? "other", bytes: event.encodedDataLength }),
    );

    await page.goto(url, { waitUntil: "load", timeout: LOAD_TIMEOUT_MS });
    await page.waitForFunction(() => window.__bench?.interactive !== null, null, { timeout: LOAD_TIMEOUT_MS, polling: 100 });
    // Let late image requests of the first view finish before counting bytes.
    await page.waitForLoadState("networkidle", { timeout: LOAD_TIMEOUT_MS }).catch(() => {});
    const timings = await page.evaluate(() => window.__bench);
    const { fcp, lcp, lcpElement, cls, hydrated, interactive } = timings;
    return { fcp, lcp, lcpElement, cls, hydrated, interactive, bytes: bytesByType(requests) };
  } finally {
    await context.close();
  }
}
