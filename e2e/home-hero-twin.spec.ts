import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { at, sitePath } from "./support/base-path";

// The tests' content gives the hero pictures Swedish twins (hero/<size>-<theme>-sv): the Swedish
// home page shows them, the English one the plain files, in both themes.
const PAGES = [
  { path: "/", lng: "en", twin: false },
  { path: "/sv/", lng: "sv", twin: true },
] as const;

for (const { path, lng, twin } of PAGES) {
  for (const theme of ["light", "dark"]) {
    test(`${path} in ${theme}: the hero picture is ${twin ? "the Swedish twin" : "the plain file"}`, async ({ page }) => {
      await setPreferences(page, { theme, lng });
      await gotoHydrated(page, path);
      const picture = page.locator(`#home img[src*="/img/hero/"]:visible`);
      await expectSeen(picture);
      const file = new RegExp(`/img/hero/(mobile|tablet|desktop)-${theme}${twin ? "-sv" : ""}\\.\\w+-\\d+\\.(avif|webp)$`);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(file);
    });
  }

  // The first paint is the prerendered page's eager picture (no image preload): before any script
  // runs, every hero file it names is its language's.
  test(`${path}: the prerendered page names only its language's hero files`, async ({ request }) => {
    const html = await (await request.get(at(path))).text();
    const files = [...html.matchAll(/\/img\/hero\/[a-z-]+\./g)].map((m) => m[0]);
    expect(files.length).toBeGreaterThan(0);
    for (const file of new Set(files)) expect(file.endsWith("-sv."), file).toBe(twin);
  });
}

// Choosing the other language keeps the page mounted: the picture follows the language all the same.
test("choosing Svenska on / swaps the hero picture for its Swedish twin, and English back", async ({ page }) => {
  await setPreferences(page, { theme: "light", lng: "en" });
  await gotoHydrated(page, "/");
  const picture = page.locator(`#home img[src*="/img/hero/"]:visible`);
  const src = () => picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  await expect.poll(src).toMatch(/\/img\/hero\/\w+-light\.\w+-\d+\.\w+$/);
  for (const [lng, name, file] of [
    ["sv", "Svenska", /\/img\/hero\/\w+-light-sv\./],
    ["en", "English", /\/img\/hero\/\w+-light\.\w+-\d+\.\w+$/],
  ] as const) {
    await page.getByRole("button", { name: /(choose language|välj språk)/i }).click();
    await page.getByRole("link", { name, exact: true }).click();
    await page.waitForURL((url) => (lng === "sv" ? /^\/sv\/?$/ : /^\/$/).test(sitePath(url)));
    await expectSeen(picture);
    await expect.poll(src).toMatch(file);
  }
});
