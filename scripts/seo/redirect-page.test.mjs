import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { redirectPage, redirectTarget, redirectTexts } from "./redirect-page.mjs";

// What React Router's prerender writes for a loader that redirects.
const ROUTER_STUB = `<!doctype html>
<head>
<title>Redirecting to: /sv/portfolio</title>
<meta http-equiv="refresh" content="0;url=/sv/portfolio">
<meta name="robots" content="noindex">
</head>
<body><a href="/sv/portfolio">Redirecting</a></body>
</html>`;

describe("redirect pages", () => {
  it("reads the target of React Router's stub", () => {
    expect(redirectTarget(ROUTER_STUB)).toBe("/sv/portfolio");
    expect(() => redirectTarget("<!doctype html><title>x</title>")).toThrow(/meta refresh/);
  });

  it("writes a document in the page's language with a refresh the HTML standard allows", () => {
    const html = redirectPage({
      target: "/sv/portfolio/", lang: "sv", title: "Sidan har flyttat", link: "Fortsätt", icon: "/base/favicon.ico",
    });
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="sv">/);
    // Without an icon link the browser asks the host's /favicon.ico, outside a base path.
    expect(html).toContain('<link rel="icon" href="/base/favicon.ico"/>');
    expect(html).toContain('<meta charset="utf-8"/>');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/sv/portfolio/"/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("<title>Sidan har flyttat</title>");
    expect(html).toContain('<a href="/sv/portfolio/">Fortsätt</a>');
    expect(html.trim().endsWith("</html>")).toBe(true);
  });

  it("escapes what it writes into the markup", () => {
    const html = redirectPage({ target: '/a?b=1&c="2"', lang: "en", title: "<Moved>", link: "Go & see" });
    expect(html).toContain('url=/a?b=1&amp;c=&quot;2&quot;"');
    expect(html).toContain("<title>&lt;Moved&gt;</title>");
    expect(html).toContain(">Go &amp; see</a>");
  });

  it("takes its texts from the language's common translations, and names a missing one", () => {
    const dir = mkdtempSync(join(tmpdir(), "redirect-texts-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, "en"));
    writeFileSync(join(dir, "en", "common.json"), JSON.stringify({ redirect: { title: "Moved", link: "Go on" } }));
    mkdirSync(join(dir, "sv"));
    writeFileSync(join(dir, "sv", "common.json"), JSON.stringify({ redirect: { title: "Flyttad" } }));
    expect(redirectTexts("en", dir)).toEqual({ title: "Moved", link: "Go on" });
    expect(() => redirectTexts("sv", dir)).toThrow(/sv\/common\.json: "redirect" needs "title" and "link"/);
  });
});
