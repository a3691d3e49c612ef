import { describe, expect, it } from "vitest";
import { parseHeadersFile, matchesPattern } from "../static-server.mjs";
import { headersFile, nginxHeaders } from "./headers.mjs";

const rules = parseHeadersFile(headersFile());
const headersFor = (path) => rules.filter((rule) => matchesPattern(rule.pattern, path)).flatMap((rule) => rule.headers);

describe("_headers", () => {
  it("sets the security headers on every path", () => {
    const names = headersFor("/anything").map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining(["Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"]),
    );
    const csp = new Map(headersFor("/")).get("Content-Security-Policy");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src|default-src|unsafe-inline/);
  });

  it("keeps the site on HTTPS for two years and its files to its own pages", () => {
    const headers = new Map(headersFor("/img/hero/mobile-light.7a133b473a-640.avif"));
    expect(headers.get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
    expect(headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
    expect(new Map(headersFor("/")).get("Strict-Transport-Security")).toBe("max-age=63072000; includeSubDomains");
  });

  it("caches hashed assets for good", () => {
    expect(new Map(headersFor("/assets/root-abc.js")).get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(new Map(headersFor("/img/hero/mobile-light.7a133b473a-640.avif")).get("Cache-Control")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(new Map(headersFor("/blog")).get("Cache-Control")).toBeUndefined();
  });

  it("sets each header in one rule only, since Netlify and Cloudflare merge matching rules", () => {
    const names = headersFor("/assets/x.js").map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("_headers under a base path", () => {
  it("starts every pattern with the base path", () => {
    expect(parseHeadersFile(headersFile("/portfolio/")).map((rule) => rule.pattern)).toEqual([
      "/portfolio/*",
      "/portfolio/assets/*",
      "/portfolio/img/*",
    ]);
  });
});

describe("nginx headers", () => {
  const { "headers.conf": all, "immutable.conf": immutable } = nginxHeaders();
  const parse = (conf) =>
    new Map([...conf.matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map(([, name, value]) => [name, value.replaceAll('\\"', '"')]));

  it("sets what _headers sets on every path, quoted for nginx", () => {
    expect(parse(all)).toEqual(new Map(headersFor("/blog")));
  });

  it("sends HSTS and the resource policy on every answer, errors included", () => {
    expect(all).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;');
    expect(all).toContain('add_header Cross-Origin-Resource-Policy "same-origin" always;');
  });

  it("keeps the security headers in the cached locations, where nginx would otherwise drop them", () => {
    expect(immutable).toContain("include snippets/portfolio/headers.conf;");
    expect(parse(immutable)).toEqual(new Map([["Cache-Control", "public, max-age=31536000, immutable"]]));
  });
});
