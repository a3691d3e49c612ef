// `npm run shots`: every page and interactive state at both widths, themes and languages of the
// build served on PORT (shots/plan.mjs has the options). An unreachable state is skipped, saying why.
import { readSiteLanguages } from "./site-languages.mjs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { ACTIONS, Skip, discover, prepare, scrollThrough, untilStill } from "./shots/actions.mjs";
import { USAGE, parseOptions, planShots } from "./shots/plan.mjs";

const LANGUAGES = readSiteLanguages();

const SETTLE_MS = Number(process.env.WAIT ?? 400);
const HEIGHT = 900;

let options;
try {
  options = parseOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const origin = `http://localhost:${options.port}`;
try {
  await fetch(origin + "/", { signal: AbortSignal.timeout(5000) });
} catch {
  console.error(`No server at ${origin}: build, then serve it (PORT=${options.port} node scripts/serve.mjs &).`);
  process.exit(1);
}

const plan = planShots(options);
await mkdir(options.out, { recursive: true });
const started = Date.now();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

const firstPage = await browser.newPage({ viewport: { width: 1440, height: HEIGHT } });
const found = await discover(firstPage, origin).catch((error) => {
  console.log(`could not look for the first project and post: ${error.message}`);
  return { project: null, post: null };
});
await firstPage.close();
console.log(`project: ${found.project ?? "none found"}; post: ${found.post ?? "none found"}`);

// One context per width, theme and language, its preferences stored before any page script runs.
const contexts = new Map();
async function newContext({ width, theme, lng }) {
  const context = await browser.newContext({ viewport: { width, height: HEIGHT }, colorScheme: theme });
  await context.addInitScript(
    ([t, l]) => {
      localStorage.setItem("theme", t);
      localStorage.setItem("i18nextLng", l);
    },
    [theme, lng],
  );
  return context;
}
function contextFor(item) {
  const key = `${item.width}-${item.theme}-${item.lng}`;
  if (!contexts.has(key)) contexts.set(key, newContext(item));
  return contexts.get(key);
}

/**
 * Waits for the fonts and every picture the page draws to load and decode (lazy ones made eager),
 * else a capture shows a flat block where one is coming. Resolves with how many were late.
 */
const settle = (page, ms = 15000) =>
  page.evaluate(async (ms) => {
    await document.fonts.ready;
    const drawn = [...document.images].filter((img) => img.checkVisibility());
    for (const img of drawn) if (img.loading === "lazy") img.loading = "eager";
    const loaded = (img) =>
      img.complete
        ? Promise.resolve()
        : new Promise((resolve) => {
            img.addEventListener("load", resolve, { once: true });
            img.addEventListener("error", resolve, { once: true });
          });
    const waiting = new Set(drawn);
    const ready = (img) =>
      loaded(img)
        .then(() => img.decode())
        .catch(() => undefined)
        .then(() => waiting.delete(img));
    await Promise.race([Promise.all(drawn.map(ready)), new Promise((resolve) => setTimeout(resolve, ms))]);
    // Two frames: the decoded pictures are painted before the capture.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return waiting.size;
  }, ms);

// One screenshot at a time: a full-page capture taken while another page of the same context
// is capturing comes out as the first screen repeated down the picture.
let camera = Promise.resolve();
function oneAtATime(shoot) {
  const turn = camera.then(shoot);
  camera = turn.catch(() => undefined);
  return turn;
}

async function take({ width, theme, lng, shot, file }) {
  const path = shot.path === "project" || shot.path === "post" ? found[shot.path] : shot.path;
  if (!path) throw new Skip(`no ${shot.path} linked from its list`);
  const context = shot.isolated ? await newContext({ width, theme, lng }) : await contextFor({ width, theme, lng });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  const errors = [];
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  // A 404 is what the not-found page is for; anything else is worth a line.
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 404/.test(message.text())) errors.push(`console error: ${message.text()}`);
  });
  try {
    const fullPage = options.full && !shot.state;
    // Below the fold, sections wait to slide in until they are scrolled to; a whole-page picture
    // asks for reduced motion, which shows them where they are (and then scrolls for lazy images).
    if (fullPage) await page.emulateMedia({ reducedMotion: "reduce" });
    await prepare(page, shot.state);
    // A prefixed language's pages have their own addresses; opening the bare one would redirect there.
    const address = lng === LANGUAGES[0] ? path : `/${lng}${path === "/" ? "/" : path}`;
    await page.goto(origin + address);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15000 });
    if (shot.state) await ACTIONS[shot.state](page, { lng });
    if (fullPage) await scrollThrough(page);
    await page.waitForTimeout(SETTLE_MS);
    await untilStill(page);
    const late = await settle(page);
    if (late > 0) errors.push(`${late} picture(s) still loading when captured`);
    // Animations are not cut short: that moves things under a resting pointer and loses a hover.
    await oneAtATime(async () => {
      await page.bringToFront();
      await page.screenshot({ path: join(options.out, file), fullPage, caret: "hide" });
    });
    return errors;
  } finally {
    await (shot.isolated ? context : page).close();
  }
}

let wrote = 0;
let skipped = 0;
let failed = 0;
const queue = [...plan];
async function worker() {
  for (let item = queue.shift(); item; item = queue.shift()) {
    const begun = Date.now();
    try {
      const errors = await take(item);
      wrote += 1;
      console.log(`wrote ${item.file} (${((Date.now() - begun) / 1000).toFixed(1)} s)`);
      for (const error of errors) console.log(`  ${error.split("\n")[0]}`);
    } catch (error) {
      const skip = error instanceof Skip;
      if (skip) skipped += 1;
      else failed += 1;
      console.log(`${skip ? "skip" : "FAIL"} ${item.file}: ${error.message.split("\n")[0]}`);
    }
  }
}
await Promise.all(Array.from({ length: Math.min(options.jobs, plan.length) }, worker));
await browser.close();

const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`${wrote} of ${plan.length} pictures in ${options.out} (${skipped} skipped, ${failed} failed) in ${seconds} s`);
