import type { Page } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { headline } from "./owner-texts";

/** WCAG contrast of the card's outline (its border over its own background) against the page. */
function outlineContrast(page: Page) {
  return page.getByRole("heading", { level: 1 }).evaluate((heading) => {
    const card = heading.parentElement!;
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
    // The canvas resolves any CSS colour (oklab, alpha) into sRGB pixels, layered as painted.
    const paint = (...colours: string[]) => {
      ctx.clearRect(0, 0, 1, 1);
      for (const colour of colours) {
        ctx.fillStyle = colour;
        ctx.fillRect(0, 0, 1, 1);
      }
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (rgb: number[]) =>
      rgb
        .map((v) => v / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const style = getComputedStyle(card);
    const page = getComputedStyle(document.documentElement).backgroundColor;
    const outline = parseFloat(style.borderTopWidth) > 0 ? [style.borderTopColor] : [];
    const edge = luminance(paint(page, style.backgroundColor, ...outline));
    const ground = luminance(paint(page));
    return (Math.max(edge, ground) + 0.05) / (Math.min(edge, ground) + 0.05);
  });
}

/** The not-found page, the same at every width. */
export function notFoundChecks() {
  for (const theme of ["light", "dark"]) {
    for (const lng of ["en", "sv"]) {
      test(`the not-found card and its two ways out are seen (${theme}, ${lng})`, async ({ page }) => {
        await setPreferences(page, { theme, lng });
        await gotoHydrated(page, "/nope");
        await expectSeen(page.getByRole("heading", { level: 1 }));
        await expectSeen(page.getByRole("link", { name: lng === "en" ? "Go to the home page" : "Till startsidan" }), { scroll: true });
        await expectSeen(page.getByRole("button", { name: lng === "en" ? "Go back" : "Gå tillbaka" }), { scroll: true });
      });
    }
  }

  test("the not-found page links home, for a visitor with nothing to go back to", async ({ page }) => {
    await gotoHydrated(page, "/nope");
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline("en"));
  });

  test("in the dark theme the not-found card's outline stands out from the page", async ({ page }) => {
    await setPreferences(page, { theme: "dark" });
    await gotoHydrated(page, "/nope");
    expect(await outlineContrast(page)).toBeGreaterThanOrEqual(3);
  });

  test("the not-found card starts below the art's 404, so the digits read whole", async ({ page }) => {
    await gotoHydrated(page, "/nope");
    const card = (await page.getByRole("heading", { level: 1 }).locator("..").boundingBox())!;
    const section = (await page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) }).boundingBox())!;
    // The art's digits end at 31 % of its height in the phone crop and 41 % in the wide one. The
    // wide art covers the section, scaled to its height at these sizes; the phone's (9:16) hangs
    // from the top at the section's width, or covers it where the section is taller.
    const digitsEnd =
      section.width < 768 ? Math.max((section.width * 16) / 9, section.height) * 0.31 : section.height * 0.41;
    expect(card.y - section.y).toBeGreaterThan(digitsEnd);
  });
}
