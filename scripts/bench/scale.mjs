// `npm run bench:scale`: does a page still carry only its own content when the site has 500
// posts and 200 projects? Builds a temporary copy of the site twice, with the real content and
// with generated content (scale-content.mjs, passed to the content layer as CONTENT_DIR), and
// compares build time and the first-load bytes of a post page and a project page. The blog list
// comes in pages: its first page and page 2 must stay small however many posts there are.
import { execSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_PATH } from "../chromium.mjs";
import { realLoad } from "./real-load.mjs";
import { firstSlugs } from "./pages.mjs";
import { generateScaleContent } from "./scale-content.mjs";
import { brotliSize } from "./script-size.mjs";
import { BENCH_CHROMIUM_ARGS, startServer } from "./server.mjs";

const POSTS = Number(process.env.SCALE_POSTS ?? 500);
const PROJECTS = Number(process.env.SCALE_PROJECTS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 4301);
const MAX_BUILD_MS = 120_000;
const MAX_GROWTH = 0.05;
/** A blog list page's HTML, brotli at quality 11 (what a static host serves, precompressed). */
const MAX_LIST_BROTLI = 60 * 1024;
/** The list pages held to that bar; page 2 exists once the posts fill more than one page. */
const LIST_PAGES = ["/blog", "/blog/page/2", "/sv/blog", "/sv/blog/page/2"];

const log = (message) => console.log(`[bench:scale] ${message}`);
const repo = process.cwd();

async function copySite(target) {
  const files = execSync("git ls-files -co --exclude-standard", { encoding: "utf8" }).split("\n").filter(Boolean);
  for (const file of files) {
    await mkdir(dirname(join(target, file)), { recursive: true });
    await cp(join(repo, file), join(target, file)).catch((error) => {
      if (error.code !== "ENOENT") throw error; // deleted but not yet committed
    });
  }
  await symlink(join(repo, "node_modules"), join(target, "node_modules"));
  // Built images are gitignored; copying them spares the copy a full image build.
  for (const built of [".cache/images", "public/img"]) {
    await cp(join(repo, built), join(target, built), { recursive: true }).catch(() => {});
  }
}

/**
 * CPU time used so far by this process's finished children (user + system, Linux's
 * /proc/self/stat in clock ticks of 10 ms), or null where there is no /proc.
 */
async function childCpuMs() {
  const stat = await readFile("/proc/self/stat", "utf8").catch(() => null);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/**
 * Runs the steps of `npm run build` one by one, so the table says where the time went, and notes
 * the machine's load average and the CPU time the build used: other work on a shared machine
 * stretches every step's wall time, not its CPU time.
 */
async function build(site, env) {
  const { scripts } = JSON.parse(await readFile(join(site, "package.json"), "utf8"));
  const path = `${join(site, "node_modules/.bin")}${delimiter}${process.env.PATH}`;
  const load = loadavg()[0];
  const cpuBefore = await childCpuMs();
  const steps = [];
  for (const command of scripts.build.split(" && ")) {
    const started = Date.now();
    execSync(command, { cwd: site, env: { ...process.env, ...env, PATH: path }, stdio: ["ignore", "ignore", "inherit"] });
    steps.push({ command, ms: Date.now() - started });
  }
  const cpuAfter = await childCpuMs();
  const cpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return { ms: steps.reduce((sum, step) => sum + step.ms, 0), steps, load: [load, loadavg()[0]], cpuMs };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const stepsOf = ({ steps, load, cpuMs }) =>
  `${steps.map((step) => `${step.command.replace(/^node scripts\//, "")} ${seconds(step.ms)}`).join(", ")}; ` +
  `${cpuMs === null ? "" : `CPU ${seconds(cpuMs)}; `}load average ${load.map((n) => n.toFixed(1)).join(" → ")}`;

async function measure(site, paths) {
  const server = await startServer(PORT, join(site, "build/client"));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: BENCH_CHROMIUM_ARGS });
  try {
    const bytes = {};
    for (const path of paths) {
      const html = await readFile(join(site, "build/client", path, "index.html"));
      const load = await realLoad(browser, `https://localhost:${PORT}${path}`, { throttle: false });
      bytes[path] = { ...load.bytes, htmlFile: html.length };
    }
    return bytes;
  } finally {
    await browser.close();
    server.kill();
  }
}

/** A page's HTML file as built, raw and brotli-compressed at quality 11; null when the build has no such page. */
async function htmlSize(site, path) {
  const html = await readFile(join(site, "build/client", path, "index.html")).catch(() => null);
  if (!html) return null;
  return { raw: html.length, brotli: brotliSize(html) };
}

async function htmlSizes(site, paths) {
  return Object.fromEntries(await Promise.all(paths.map(async (path) => [path, await htmlSize(site, path)])));
}

const kb = (n) => (n / 1024).toFixed(1);
const pct = (a, b) => `${(((b - a) / a) * 100).toFixed(1)} %`;

const site = await mkdtemp(join(tmpdir(), "portfolio-scale-"));
try {
  log(`copying the site to ${site}`);
  await copySite(site);
  // The owner's first post and project, which the generated content keeps beside its own.
  const { post, project } = await firstSlugs();
  const pages = { post: `/blog/${post}`, project: `/portfolio/${project}` };
  // The portfolio shows every project's card, so it grows with the collection; shown for
  // information. The blog list is in pages (its HTML has a bar of its own, below).
  const lists = { "blog list": "/blog", "portfolio list": "/portfolio" };

  log("building with the real content");
  const realBuild = await build(site, {});
  const real = await measure(site, [...Object.values(pages), ...Object.values(lists)]);
  const realLists = await htmlSizes(site, LIST_PAGES);

  const contentDir = join(site, "scale-content");
  const generated = await generateScaleContent({ source: join(site, "content"), target: contentDir, posts: POSTS, projects: PROJECTS });
  log(`building with ${POSTS} generated posts and ${PROJECTS} generated projects (CONTENT_DIR=${contentDir})`);
  const scaleBuild = await build(site, { CONTENT_DIR: contentDir });
  const generatedPages = { "generated post": `/blog/${generated.firstPost}`, "generated project": `/portfolio/${generated.firstProject}` };
  const scale = await measure(site, [...Object.values(pages), ...Object.values(generatedPages), ...Object.values(lists)]);
  const scaleLists = await htmlSizes(site, LIST_PAGES);
  const pageCount = execSync(`find ${join(site, "build/client")} -name index.html | wc -l`, { encoding: "utf8" }).trim();

  const rows = [];
  const misses = [];
  for (const [name, path] of Object.entries(pages)) {
    const [a, b] = [real[path], scale[path]];
    const growth = (b.total - a.total) / a.total;
    if (Math.abs(growth) > MAX_GROWTH) misses.push(`${name} ${path} grew ${pct(a.total, b.total)}`);
    rows.push(`| ${name} ${path} | ${kb(a.total)} | ${kb(b.total)} | ${pct(a.total, b.total)} | ${kb(a.htmlFile)} → ${kb(b.htmlFile)} |`);
  }
  for (const [name, path] of Object.entries(generatedPages)) {
    rows.push(`| ${name} ${path} | – | ${kb(scale[path].total)} | – | ${kb(scale[path].htmlFile)} |`);
  }
  for (const [name, path] of Object.entries(lists)) {
    const [a, b] = [real[path], scale[path]];
    const html = `${kb(a.htmlFile)} → ${kb(b.htmlFile)}`;
    rows.push(`| ${name} ${path} (no bar) | ${kb(a.total)} | ${kb(b.total)} | ${pct(a.total, b.total)} | ${html} |`);
  }
  if (scaleBuild.ms > MAX_BUILD_MS) misses.push(`the scale build took ${(scaleBuild.ms / 1000).toFixed(0)} s > 120 s`);
  const size = (entry) => (entry ? `${kb(entry.brotli)} (${kb(entry.raw)} raw)` : "– (no such page)");
  const listRows = LIST_PAGES.map((path) => {
    const [a, b] = [realLists[path], scaleLists[path]];
    if (b && b.brotli > MAX_LIST_BROTLI) misses.push(`${path} is ${kb(b.brotli)} KB brotli > ${kb(MAX_LIST_BROTLI)} KB`);
    return `| ${path} | ${size(a)} | ${size(b)} |`;
  });
  if (!scaleLists["/blog/page/2"]) misses.push(`${POSTS} posts built no /blog/page/2: the list is not in pages`);

  const markdown = [
    "# Scale bench",
    "",
    `| Build | Time | Pages | Steps |`,
    `| --- | --- | --- | --- |`,
    `| real content | ${seconds(realBuild.ms)} | | ${stepsOf(realBuild)} |`,
    `| + ${POSTS} posts, ${PROJECTS} projects | ${seconds(scaleBuild.ms)} | ${pageCount} HTML pages | ${stepsOf(scaleBuild)} |`,
    "",
    "First view, KB transferred (compressed; unthrottled Chromium, 390 px)",
    "",
    "| Page | Real content | Scale content | Change | HTML file KB (uncompressed) |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
    "",
    `Blog list pages, HTML file KB, brotli quality 11 (bar: ${kb(MAX_LIST_BROTLI)} KB with the scale content)`,
    "",
    "| Page | Real content | Scale content |",
    "| --- | --- | --- |",
    ...listRows,
    "",
    misses.length
      ? `Bars missed: ${misses.join("; ")}`
      : `Bars met: build under 2 minutes, detail pages within 5 %, blog list pages under ${kb(MAX_LIST_BROTLI)} KB brotli.`,
    "",
  ].join("\n");
  await mkdir(join(repo, "bench-results"), { recursive: true });
  await writeFile(join(repo, "bench-results/scale.md"), markdown);
  console.log(`\n${markdown}`);
  if (misses.length) process.exitCode = 1;
} finally {
  if (process.env.BENCH_KEEP !== "1") await rm(site, { recursive: true, force: true });
}
