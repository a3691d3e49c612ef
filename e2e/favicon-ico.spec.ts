import { expect, test } from "@playwright/test";
import { at } from "./support/base-path";

// Browsers ask for /favicon.ico on a page without an icon link, and some tools on every site.
test("/favicon.ico answers with an icon", async ({ request }) => {
  const response = await request.get(at("/favicon.ico"));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/x-icon");
  expect((await response.body()).readUInt16LE(2)).toBe(1);
});

test("a moved address's page names an icon that answers", async ({ request }) => {
  const stub = await request.get(at("/profile/home"), { maxRedirects: 0 });
  const html = await stub.text();
  expect(html).toContain('http-equiv="refresh"');
  const icon = /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
  expect(icon, "the redirect page's icon link").toBeTruthy();
  expect((await request.get(icon!)).status()).toBe(200);
});
