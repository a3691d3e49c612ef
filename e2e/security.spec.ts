import { expect as plainExpect, test as plain, type Page } from "@playwright/test";
import { readPages } from "../scripts/seo/pages.mjs";
import { allowErrors, expect, gotoHydrated, test } from "./support/fixtures";
import { at } from "./support/base-path";

// One page of each kind under its Content-Security-Policy: no violation, and nothing fetched from
// any host but the site itself. The EmailJS endpoint (contact submit) is the only other host.
// Every page of the owner's site is loaded by the smoke suite, where a violation is a console error.
const pages = await readPages("build/client");
const kindOf = (path: string) => {
  const parts = path.split("/").filter(Boolean);
  return parts.length > 1 ? `/${parts[0]}/*` : `/${parts[0] ?? ""}`;
};
const byKind = new Map<string, string>();
for (const page of pages) {
  if (page.redirect || page.path === "/404.html") continue;
  if (!byKind.has(kindOf(page.path))) byKind.set(kindOf(page.path), page.path);
}
const paths = [...byKind.values(), "/no-such-page"];
const EMAILJS = "https://api.emailjs.com/api/v1.0/email/send";

type Watch = { violations: () => Promise<string[]>; foreign: string[] };

/** Records, for every document the page loads, its CSP violations, and every request to another host. */
async function watch(page: Page): Promise<Watch> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.host !== new URL(page.url() === "about:blank" ? request.url() : page.url()).host && url.protocol !== "data:")
      foreign.push(request.url());
  });
  const violations = () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  return { violations, foreign };
}

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

// One tab walks the kinds in turn: the watch is set up again in each document it loads.
test("a page of each kind loads, scrolls and switches theme with no CSP violation and no request to another host", async ({
  page,
  consoleErrors,
}) => {
  const { violations, foreign } = await watch(page);
  for (const path of paths) {
    await test.step(path, async () => {
      await gotoHydrated(page, path);
      await scrollThrough(page);
      // The stored theme carries over from the page before: the switch must turn it the other way.
      const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
      // Some pages scroll to a section on load and hide the header; a script click still counts.
      await page
        .getByRole("button", { name: /^(Switch to|Byt till) (dark|light|mörkt|ljust) (theme|tema)$/ })
        .evaluate((button: HTMLElement) => button.click());
      if (dark) await expect(page.locator("html")).not.toHaveClass(/dark/);
      else await expect(page.locator("html")).toHaveClass(/dark/);
      expect(await violations(), path).toEqual([]);
      expect(foreign, path).toEqual([]);
      expect(consoleErrors.filter((text) => /Content Security Policy|Permissions-Policy/i.test(text)), path).toEqual([]);
    });
  }
});

test("the policy is enforced: an injected inline script does not run, and scripts may connect to EmailJS but to no other host", async ({
  page,
  consoleErrors,
}) => {
  const { violations } = await watch(page);
  await page.route(EMAILJS, (route) => route.fulfill({ status: 200, body: "OK" }));
  await gotoHydrated(page, "/contact");
  await test.step("an injected inline script does not run", async () => {
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)]);
  });
  await test.step("a fetch reaches EmailJS and no other host", async () => {
    const result = await page.evaluate(async (emailjs) => {
      const send = await fetch(emailjs, { method: "POST", body: "{}" }).then((r) => r.status, () => 0);
      const elsewhere = await fetch("https://example.org/collect").then((r) => r.status, () => 0);
      return { send, elsewhere };
    }, EMAILJS);
    expect(result).toEqual({ send: 200, elsewhere: 0 });
    // The header's policy and the page's <meta> policy each report it.
    await expect.poll(violations).toContain("connect-src https://example.org/collect");
    const connects = (await violations()).filter((entry) => entry.startsWith("connect-src"));
    expect(new Set(connects)).toEqual(new Set(["connect-src https://example.org/collect"]));
  });
  allowErrors(consoleErrors, /Content Security Policy|Fetch API cannot load|Failed to fetch/);
});

// Headers and files only: no browser page.
plain("pages carry the security headers and a script policy without unsafe-inline; hashed assets are cached for good", async ({
  request,
}) => {
  for (const path of ["/", "/blog/first-post", "/no-such-page"]) {
    const response = await request.get(at(path));
    const headers = response.headers();
    plainExpect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    plainExpect(headers["x-content-type-options"]).toBe("nosniff");
    plainExpect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    plainExpect(headers["permissions-policy"]).toContain("camera=()");
    plainExpect(headers["strict-transport-security"], path).toBe("max-age=63072000; includeSubDomains");
    plainExpect(headers["cross-origin-resource-policy"], path).toBe("same-origin");
    const meta = (await response.text()).match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? "";
    const scriptSrc = meta.split("; ").find((directive) => directive.startsWith("script-src")) ?? "";
    plainExpect(scriptSrc, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    plainExpect(meta).toContain("connect-src 'self' https://api.emailjs.com;");
  }
  const html = await (await request.get(at("/"))).text();
  // The display face the head preloads, or any other built file the page names.
  const asset = html.match(new RegExp(`(?:src|href)="(${at("/assets/")}[^"]+)"`))?.[1];
  plainExpect(asset).toBeDefined();
  const response = await request.get(asset ?? "");
  plainExpect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
