import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { brandFiles } from "../scripts/brand/build.mjs";
import { at } from "./support/base-path";

// The built stylesheet with the brand.css of another site.json after it, as a build of that
// site.json writes it: the site's own buttons, links and headings must take the new accent and
// faces in both themes (the cascade, not only the file, is what is tested).
test("another accent and typeface in site.json reach the buttons, links and headings in both themes", async ({ page, request }) => {
  const built = /<style>([\s\S]*?)<\/style>/.exec(await (await request.get(at("/"))).text())?.[1] ?? "";
  expect(built).toContain("button-primary");
  const site = { siteUrl: "https://brand.test", email: "a@brand.test", accent: "#1d4ed8", typefaces: { display: "Inter", body: "Space Grotesk" } };
  const folder = mkdtempSync(join(tmpdir(), "brand-"));
  const brand = String((await brandFiles(site, folder).finally(() => rmSync(folder, { recursive: true, force: true })))["brand.css"]);
  const dark = /\.dark \{\s*--color-accent: (#[0-9a-f]{6});/.exec(brand)?.[1] ?? "";
  await page.setContent(
    `<html><head><style>${built}</style><style>${brand}</style></head><body class="bg-surface text-fg">` +
    `<h2>Work</h2><p>Text</p><div class="prose"><p><a href="#x">A link</a></p></div>` +
    `<button class="button-primary px-4 py-2">Send</button></body></html>`,
  );
  const rgb = (hex: string) => `rgb(${hex.slice(1).match(/../g)!.map((pair) => Number.parseInt(pair, 16)).join(", ")})`;
  const heading = page.getByRole("heading", { name: "Work" });
  const button = page.getByRole("button", { name: "Send" });
  for (const [theme, accent] of [["light", "#1d4ed8"], ["dark", dark]] as const) {
    await page.evaluate((on) => {
      for (const element of [document.documentElement, document.body]) element.classList.toggle("dark", on);
    }, theme === "dark");
    await expect(heading, theme).toHaveCSS("font-family", /^"Inter Variable", "Inter Fallback"/);
    await expect(page.getByText("Text", { exact: true }), theme).toHaveCSS("font-family", /^"Space Grotesk Variable", /);
    await expect(page.getByRole("link", { name: "A link" }), theme).toHaveCSS("color", rgb(accent));
    await button.hover();
    await expect(button, theme).toHaveCSS("background-color", rgb(accent));
    await page.mouse.move(0, 0);
  }
  expect(dark).not.toBe("#1d4ed8");
});
