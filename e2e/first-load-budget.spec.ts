import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { BARS } from "../scripts/bench/config.mjs";
import { firstLoadReport } from "../scripts/bench/script-size.mjs";
import { readPages } from "../scripts/seo/pages.mjs";
import { ownerTexts } from "./owner-texts";

// The JavaScript a page fetches before it can hydrate, read from the build as a static host
// serves it (brotli, quality 11): the modules its scripts import at start, and their static imports.
// On a slow phone (slow 4G, 4× CPU) this decides when the page answers a tap; `npm run bench`
// measures the timings, this keeps every page under the bar without a browser.
const root = join(process.cwd(), "build/client");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test("every page's first-load JavaScript stays under the bar", async () => {
  const pages = (await readPages(root)).filter((page) => !page.redirect);
  expect(pages.length).toBeGreaterThan(10);
  const over = pages
    .map((page) => ({ path: page.path, report: firstLoadReport(page.html, root) }))
    .filter(({ report }) => report.brotli > BARS.firstLoadJsBrotliBytes)
    .map(({ path, report }) => `${path}: ${kb(report.brotli)} (${report.scripts.map((s) => `${s.url} ${kb(s.brotli)}`).join(", ")})`);
  expect(over, `over ${kb(BARS.firstLoadJsBrotliBytes)} brotli`).toEqual([]);
});

test("the contact page's first load carries neither the form's checks nor the EmailJS library", async () => {
  const contact = (await readPages(root)).find((page) => page.path === "/contact")!;
  const scripts = firstLoadReport(contact.html, root).scripts.map((script) => script.url);
  expect(scripts.some((url) => /\/contact-[\w-]+\.js$/.test(url)), "the page's own chunk").toBe(true);
  expect(scripts.filter((url) => url.includes("contact-form-logic"))).toEqual([]);
  expect(scripts.filter((url) => readFileSync(join(root, url), "utf8").includes("api.emailjs.com"))).toEqual([]);
});

test("no page's first-load JavaScript carries the heads' texts: each page's data brings its own", async () => {
  const pages = (await readPages(root)).filter((page) => !page.redirect);
  const urls = new Set(pages.flatMap((page) => firstLoadReport(page.html, root).scripts.map((script) => script.url)));
  const code = [...urls].map((url) => readFileSync(join(root, url), "utf8")).join("\n");
  // Any of the owner's words at all: a chunking change must not leave this test reading nothing.
  expect(code.includes(ownerTexts.en.menu.profile!), "the menu's line under Profile").toBe(true);
  // The home title stays: without a role in site.json it is the role under the logo.
  const { homeTitle: _en, ...en } = ownerTexts.en.meta;
  const { homeTitle: _sv, ...sv } = ownerTexts.sv.meta;
  const heads = [...Object.values(en), ...Object.values(sv)];
  expect(heads.filter((text) => code.includes(text))).toEqual([]);
});
