import { readFileSync } from "node:fs";
import { NETWORK_NAMES } from "../app/content/social-networks";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { ownerTexts } from "./owner-texts";
import { PROFILES, SITE, SITE_NAME } from "./support/identity";
import { expectAllSeen, expectSeen } from "./support/seen";
import { sitePath } from "./support/base-path";

type Common = { sidebar: Record<string, string> };
const COMMON = JSON.parse(readFileSync("public/locales/en/common.json", "utf8")) as Common;

/** Scrolls to `y` and resolves once the page has handled the scroll (the app's listener runs first). */
async function scrollAndSettle(page: Page, y: number) {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener("scroll", () => requestAnimationFrame(() => resolve()), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
}

test("header, side bar and footer: role, profiles, copyright; the header hides and shows with the scroll", async ({ page }) => {
  await gotoHydrated(page, "/");
  const header = page.locator("header");
  await expect(header).toHaveAttribute("data-visible", "true");
  // The owner's role from site.json, or the home title of texts.json.
  await expectSeen(header.getByText(SITE.tagline?.en ?? ownerTexts.en.meta.homeTitle, { exact: true }));

  // The side bar links each profile of site.json once, in a new tab, each with its own icon.
  const aside = page.getByRole("complementary", { name: "Find me elsewhere" });
  const external = aside.locator('a[target="_blank"]');
  await expect(external).toHaveCount(PROFILES.length);
  for (const [i, { network, url }] of PROFILES.entries()) {
    const link = external.nth(i);
    await expect(link).toHaveAccessibleName(COMMON.sidebar[network] ?? network);
    await expect(link).toHaveAttribute("href", url);
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const href = await link.locator("svg use").getAttribute("href");
    await expect(page.locator(`symbol[id="${href?.slice(1)}"] path`)).toHaveCount(1);
  }
  await expectAllSeen(aside.getByRole("link"));
  // A screen reader announces a landmark's name and then a list's: the rail says it once.
  await test.step("the side rail's links are named once, by the rail", async () => {
    await expect(aside.getByRole("list")).toBeVisible();
    await expect(aside.getByRole("list")).not.toHaveAccessibleName("Find me elsewhere");
    await expect(aside.getByRole("list", { name: "Find me elsewhere" })).toHaveCount(0);
  });

  // The footer carries the copyright in the owner's name.
  const copyright = page.getByRole("contentinfo").getByText(`© ${new Date().getFullYear()} ${SITE_NAME}`, { exact: true });
  await expectSeen(copyright, { scroll: true });

  await scrollAndSettle(page, 0);
  await expect(header).toHaveAttribute("data-visible", "true");
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute("data-visible", "false");
  await page.mouse.wheel(0, -200);
  await expect(header).toHaveAttribute("data-visible", "true");

  await scrollAndSettle(page, 900);
  await expect(header).toHaveAttribute("data-visible", "false");
  // Every change of the header from here on, in order.
  await header.evaluate((el) => {
    const changes: string[] = [];
    (window as unknown as { headerChanges: string[] }).headerChanges = changes;
    new MutationObserver(() => changes.push(el.dataset.visible ?? "")).observe(el, { attributeFilter: ["data-visible"] });
  });
  // 8 px up and 8 px back: each within the threshold, so neither may show or hide it…
  await scrollAndSettle(page, 892);
  await scrollAndSettle(page, 900);
  // …and 20 px up must show it: the one change, after any the small scrolls would have made.
  await scrollAndSettle(page, 880);
  await expect(header).toHaveAttribute("data-visible", "true");
  expect(await page.evaluate(() => (window as unknown as { headerChanges: string[] }).headerChanges)).toEqual(["true"]);

  await page.mouse.wheel(0, 800);
  await expect(header).toHaveAttribute("data-visible", "false");
  await aside.getByRole("link", { name: "Contact" }).click();
  await page.waitForURL("**/contact/");
  await expect(header).toHaveAttribute("data-visible", "true");

  await page.getByRole("button", { name: /choose language/i }).click();
  await page.getByRole("link", { name: "Svenska" }).click();
  await expectSeen(header.getByText(SITE.tagline?.sv ?? ownerTexts.sv.meta.homeTitle, { exact: true }));
});

// A submenu closing 200 ms after the pointer leaves: desktop-submenu.spec.ts.

test("the side-bar icons' tooltips, the logo to the profile's home, and a submenu item to its section", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  // Each side-bar icon says its name in a tooltip beside it, on hover and on keyboard focus.
  const rail = page.getByRole("complementary", { name: COMMON.sidebar.label! });
  const names = [...PROFILES.map(({ network }) => NETWORK_NAMES[network]), COMMON.sidebar.contact!];
  const links = rail.getByRole("link");
  await expect(links).toHaveCount(names.length);
  for (const [i, name] of names.entries()) {
    const link = links.nth(i);
    await link.hover();
    await expectSeen(rail.getByRole("tooltip", { name, exact: true }));
    // Beside the icon, not over it: the icon stays seen while its tip shows.
    await expectSeen(link);
  }
  await page.mouse.move(700, 500);
  await links.first().focus();
  const first = rail.getByRole("tooltip", { name: names[0], exact: true });
  await expectSeen(first);
  await page.keyboard.press("Escape");
  await expect(first).toBeHidden();

  const logo = page.getByRole("link", { name: "Home" });
  await expectSeen(logo);
  // The owner's initials when site.json sets them, else the site's own mark.
  if (SITE.logo) await expect(logo).toHaveText(SITE.logo);
  else await expect(logo.locator("img")).toHaveCount(2);
  await logo.click();
  await page.waitForURL((url) => sitePath(url) === "/profile/" || sitePath(url) === "/profile");
  await expect(page.locator("#home")).toBeInViewport();

  // A submenu item goes to its route and scrolls its section into view, below the header.
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Profile", exact: true }).hover();
  await nav.getByRole("link", { name: /^Education/ }).click();
  await page.waitForURL(/\/profile\/education\/?$/);
  await expect(page.locator("#education")).toBeInViewport();
  // Below the header: the section's heading is seen, not covered by it.
  await expectSeen(page.locator("#education h2").first());
});
