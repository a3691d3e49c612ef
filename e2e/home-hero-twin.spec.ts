import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { at, sitePath } from "./support/base-path";

// The tests' content gives the hero pictures Swedish twins (hero/<size>-<theme>-sv): the Swedish
// home page shows them, the English one the plain files, in both themes.
const PAGES = [
  { path: "/", lng: "en", twin: false },
  { path: "/sv/", lng: "sv", twin: true },
] as const;

// The first paint is the prerendered page's eager picture (no image preload): before any script
// runs, every hero file it names is its language's.
test("each home page's prerendered HTML names only its language's hero files", async ({ request }) => {
  for (const { path, twin } of PAGES) {
    const html = await (await request.get(at(path))).text();
    const files = [...html.matchAll(/\/img\/hero\/[a-z-]+\./g)].map((m) => m[0]);
    expect(files.length, path).toBeGreaterThan(0);
    for (const file of new Set(files)) expect(file.endsWith("-sv."), `${path}: ${file}`).toBe(twin);
  }
});

// Choosing the other language or theme keeps the page mounted: the picture follows all the same.
// One visit walks all four: English light, Swedish light, Swedish dark, English dark.
test("the hero picture is the plain file in English and the Swedish twin in Swedish, in either theme, as the visitor switches", async ({
  page,
}) => {
  await setPreferences(page, { theme: "light", lng: "en" });
  await gotoHydrated(page, "/");
  const picture = page.locator(`#home img[src*="/img/hero/"]:visible`);
  const src = () => picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  const expectHero = async (theme: string, twin: boolean) => {
    await expectSeen(picture);
    const file = new RegExp(`/img/hero/(mobile|tablet|desktop)-${theme}${twin ? "-sv" : ""}\\.\\w+-\\d+\\.(avif|webp)$`);
    await expect.poll(src).toMatch(file);
  };
  const chooseLanguage = async (lng: string, name: string) => {
    await page.getByRole("button", { name: /(choose language|välj språk)/i }).click();
    await page.getByRole("link", { name, exact: true }).click();
    await page.waitForURL((url) => (lng === "sv" ? /^\/sv\/?$/ : /^\/$/).test(sitePath(url)));
  };

  await test.step("/ in light: the hero picture is the plain file", async () => {
    await expectHero("light", false);
  });
  await test.step("choosing Svenska on / swaps the hero picture for its Swedish twin: /sv/ in light", async () => {
    await chooseLanguage("sv", "Svenska");
    await expectHero("light", true);
  });
  await test.step("/sv/ in dark: the hero picture is the Swedish twin", async () => {
    await page.getByRole("button", { name: "Byt till mörkt tema" }).click();
    await expectHero("dark", true);
  });
  await test.step("choosing English swaps it back: / in dark, the plain file", async () => {
    await chooseLanguage("en", "English");
    await expectHero("dark", false);
  });
});
