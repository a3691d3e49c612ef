import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { HtmlValidate, StaticConfigLoader } from "html-validate";
import { readPages } from "../scripts/seo/pages.mjs";

// Every page of the build is valid HTML by html-validate, configured in .htmlvalidate.json
// (docs/testing.md says which rules are tuned to React's output, and why). The library, not its
// command line, so that the configuration is read once (looking it up for every file took three
// times as long).

test("every built page is valid HTML", async () => {
  // About 80 pages: 7 s on an idle two-core machine, several times that on a busy one.
  test.setTimeout(120_000);
  const root = join(process.cwd(), "build/client");
  const pages = await readPages(root);
  expect(pages.length).toBeGreaterThan(20);
  const config = JSON.parse(await readFile(join(process.cwd(), ".htmlvalidate.json"), "utf8"));
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  const errors: string[] = [];
  for (const page of pages) {
    const report = await validator.validateString(page.html, join(root, page.file));
    for (const message of report.results.flatMap((result) => result.messages)) {
      errors.push(`${page.path}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
  }
  expect(errors).toEqual([]);
});

// A rule of HTML that the Nu Html Checker enforces and html-validate does not know: the browser
// exposes a popover invoker's expanded state itself, so the element may not carry aria-expanded.
test("no popover invoker carries aria-expanded", async () => {
  const pages = await readPages(join(process.cwd(), "build/client"));
  const invokers = pages.flatMap((page) =>
    (page.html.match(/<[a-z]+\b[^>]*\bpopovertarget=[^>]*>/gi) ?? []).map((tag) => ({ path: page.path, tag })),
  );
  expect(invokers.length).toBeGreaterThan(0);
  expect(invokers.filter(({ tag }) => /\baria-expanded=/.test(tag))).toEqual([]);
});
