import { expect, gotoHydrated, test } from "./support/fixtures";
import { readContent } from "./support/test-content";
import { expectSeen } from "./support/seen";

// The tests' owner has a name, a place and an availability in site.json: the header and the hero
// say who this is.
type PerLanguage = { en: string; sv: string };
const owner = readContent<{ name: string; location: PerLanguage; availability: PerLanguage }>("site.json");

for (const lng of ["en", "sv"] as const) {
  test(`the ${lng} header shows the name beside the mark, and the hero introduces the owner`, async ({ page }) => {
    await gotoHydrated(page, lng === "sv" ? "/sv/" : "/");
    await expectSeen(page.getByRole("banner").getByText(owner.name, { exact: true }));
    const hero = page.locator("#home");
    await expectSeen(hero.getByText(owner.name, { exact: true }));
    await expectSeen(hero.getByText(`${owner.location[lng]} · ${owner.availability[lng]}`, { exact: true }));
  });
}

// Every page, not just the home page, names the owner where a visitor looks: the tab's title, the
// header beside the mark and the footer's copyright.
for (const path of ["/portfolio/", "/blog/", "/contact/", "/sv/portfolio/", "/sv/contact/"]) {
  test(`${path} names the owner in its title, header and footer`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page).toHaveTitle(new RegExp(`· ${owner.name}$`));
    await expectSeen(page.getByRole("banner").getByText(owner.name, { exact: true }));
    const footer = page.getByRole("contentinfo").getByText(`© ${new Date().getFullYear()} ${owner.name}`, { exact: true });
    await footer.scrollIntoViewIfNeeded();
    await expectSeen(footer);
  });
}
