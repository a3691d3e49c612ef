// `npm run bench:scale`: does a page still carry only its own content when the site has 500
// posts and 200 projects? Builds a temporary copy of the site twice, with the real content and
// with generated content (scale-content.mjs, passed to the content layer as CONTENT_DIR), and
// compares build time and the first-load bytes of a post page and a project page.
import { execSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.mjs";
import { realLoad } from "./real-load.mjs";
import { firstSlugs } from "./pages.mjs";
import { generateScaleContent } from "./scale-content.mjs";
import { startServer } from "./server.mjs";

const POSTS = Number(process.env.SCALE_POSTS ?? 500);
const PROJECTS = Number(process.env.SCALE_PROJECTS ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 4301);
const MAX_BUILD_MS = 120_000;
const MAX_GROWTH = 0.05;

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

function build(site, env) {
  const started = Date.now();
  execSync("npm run build", { cwd: site, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  return Date.now() - started;
}

async function measure(site, paths) {
  const server = await startServer(PORT, site);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const bytes = {};
    for (const path of paths) {
      const html = await readFile(join(site, "build/client", path, "index.html"));
      const load = await realLoad(browser, `http://localhost:${PORT}${path}`, { throttle: false });
      bytes[path] = { ...load.bytes, htmlFile: html.length };
    }
    return bytes;
  } finally {
    await browser.close();
    server.kill();
  }
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
  // List pages show every item's card, so they grow with the collection; shown for information.
  const lists = { "blog list": "/blog", "portfolio list": "/portfolio" };

  log("building with the real content");
  const realMs = build(site, {});
  const real = await measure(site, [...Object.values(pages), ...Object.values(lists)]);

  const contentDir = join(site, "scale-content");
  const generated = await generateScaleContent({ source: join(site, "content"), target: contentDir, posts: POSTS, projects: PROJECTS });
  log(`building with ${POSTS} generated posts and ${PROJECTS} generated projects (CONTENT_DIR=${contentDir})`);
  const scaleMs = build(site, { CONTENT_DIR: contentDir });
  const generatedPages = { "generated post": `/blog/${generated.firstPost}`, "generated project": `/portfolio/${generated.firstProject}` };
  const scale = await measure(site, [...Object.values(pages), ...Object.values(generatedPages), ...Object.values(lists)]);
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
  if (scaleMs > MAX_BUILD_MS) misses.push(`the scale build took ${(scaleMs / 1000).toFixed(0)} s > 120 s`);

  const markdown = [
    "# Scale bench",
    "",
    `| Build | Time | Pages |`,
    `| --- | --- | --- |`,
    `| real content | ${(realMs / 1000).toFixed(1)} s | |`,
    `| + ${POSTS} posts, ${PROJECTS} projects | ${(scaleMs / 1000).toFixed(1)} s | ${pageCount} HTML pages |`,
    "",
    "First view, KB transferred (compressed; unthrottled Chromium, 390 px)",
    "",
    "| Page | Real content | Scale content | Change | HTML file KB (uncompressed) |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
    "",
    misses.length ? `Bars missed: ${misses.join("; ")}` : "Bars met: build under 2 minutes, detail pages within 5 %.",
    "",
  ].join("\n");
  await mkdir(join(repo, "bench-results"), { recursive: true });
  await writeFile(join(repo, "bench-results/scale.md"), markdown);
  console.log(`\n${markdown}`);
  if (misses.length) process.exitCode = 1;
} finally {
  if (process.env.BENCH_KEEP !== "1") await rm(site, { recursive: true, force: true });
}
