import { expect, gotoHydrated, test } from "./support/fixtures";
import { readContent } from "./support/test-content";
import { expectSeen } from "./support/seen";
import { at, sitePath } from "./support/base-path";

// The tests' owner has a name, a place and an availability in site.json: the header and the hero
// say who this is.
type PerLanguage = { en: string; sv: string };
const owner = readContent<{ name: string; location: PerLanguage; availability: PerLanguage }>("site.json");
const copyright = `© ${new Date().getFullYear()} ${owner.name}`;

// Every page, not just the home page, names the owner where a visitor looks: the tab's title, the
// header beside the mark and the footer's copyright. The prerendered pages say so before any
// script runs; a visit per language shows them seen.
const PAGES = ["/portfolio/", "/blog/", "/contact/", "/sv/portfolio/", "/sv/contact/"];

test("every page's prerendered HTML names the owner in its title, header and footer", async ({ request }) => {
  for (const path of PAGES) {
    const html = (await (await request.get(at(path))).text()).replace(/<!-- -->/g, "");
    expect(html, path).toMatch(new RegExp(`<title>[^<]* · ${owner.name}</title>`));
    expect(html.match(/<header[\s\S]*?<\/header>/)?.[0], path).toContain(`>${owner.name}<`);
    expect(html.match(/<footer[\s\S]*?<\/footer>/)?.[0], path).toContain(copyright);
  }
});

for (const [lng, home, link, path] of [
  ["en", "/", "Contact me", "/contact/"],
  ["sv", "/sv/", "Portfolio", "/sv/portfolio/"],
] as const) {
  test(`the ${lng} home page's header and hero name the owner, and so do ${path}'s title, header and footer`, async ({
    page,
  }) => {
    await gotoHydrated(page, home);
    await test.step(`the ${lng} header shows the name beside the mark, and the hero introduces the owner`, async () => {
      await expectSeen(page.getByRole("banner").getByText(owner.name, { exact: true }));
      const hero = page.locator("#home");
      await expectSeen(hero.getByText(owner.name, { exact: true }));
      await expectSeen(hero.getByText(`${owner.location[lng]} · ${owner.availability[lng]}`, { exact: true }));
    });
    await test.step(`${path} names the owner in its title, header and footer`, async () => {
      await page.getByRole("banner").getByRole("link", { name: link, exact: true }).click();
      await page.waitForURL((url) => sitePath(url) === path);
      await expect(page).toHaveTitle(new RegExp(`· ${owner.name}$`));
      await expectSeen(page.getByRole("banner").getByText(owner.name, { exact: true }));
      const footer = page.getByRole("contentinfo").getByText(copyright, { exact: true });
      await footer.scrollIntoViewIfNeeded();
      await expectSeen(footer);
    });
  });
}
