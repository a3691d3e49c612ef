import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScripts, inlineStyles, pagePolicy, withPolicy } from "./csp.mjs";

const hash = (text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const PAGE =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title>' +
  '<script type="application/ld+json">{"@type":"Person"}</script></head><body>' +
  '<div style="width:80%;content:&quot;a&quot;">x</div>' +
  "<script>boot()</script><script src=\"/assets/a.js\"></script>" +
  '<script type="module" async="">import "/assets/b.js";</script></body></html>';

describe("inline content of a page", () => {
  it("finds the scripts that run, not external ones or JSON-LD", () => {
    expect(inlineScripts(PAGE)).toEqual(["boot()", 'import "/assets/b.js";']);
  });

  it("finds style attributes, decoded as the browser hashes them", () => {
    expect(inlineStyles(PAGE).attributes).toEqual(['width:80%;content:"a"']);
  });
});

describe("pagePolicy", () => {
  it("allows each inline script by hash and never unsafe-inline", () => {
    const policy = pagePolicy(PAGE);
    expect(policy).toContain(`script-src 'self' ${hash("boot()")} ${hash('import "/assets/b.js";')}`);
    expect(policy).not.toContain("unsafe-inline");
  });

  it("allows style attributes by hash only when the page has some", () => {
    expect(pagePolicy(PAGE)).toContain(`style-src 'self' 'unsafe-hashes' ${hash('width:80%;content:"a"')}`);
    expect(pagePolicy("<head></head><body></body>")).toContain("style-src 'self';");
  });

  it("limits connections to the site and EmailJS", () => {
    expect(pagePolicy(PAGE)).toContain("connect-src 'self' https://api.emailjs.com;");
  });
});

describe("withPolicy", () => {
  it("puts the policy right after the charset, before every script", () => {
    const html = withPolicy(PAGE);
    const at = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(at).toBeGreaterThan(html.indexOf("charSet"));
    expect(at).toBeLessThan(html.indexOf("<script"));
  });

  it("refuses to add a second policy", () => {
    expect(() => withPolicy(withPolicy(PAGE))).toThrow(/already/);
  });
});
