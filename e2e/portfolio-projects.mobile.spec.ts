import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { graphicProject, layout } from "./portfolio-content";
import { expectSeen } from "./support/seen";

// Swedish words run long ("beredskapslista"): a project page must fit a phone in both languages.
for (const lng of ["en", "sv"]) {
  test(`on a phone every project page fits the screen's width in ${lng}`, async ({ page }) => {
    await setPreferences(page, { lng });
    for (const slug of [...layout.frontend, ...layout.backend, ...layout.fullstack]) {
      await gotoHydrated(page, `/portfolio/${slug}`);
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(widths[0], `/portfolio/${slug} is wider than the screen`).toBeLessThanOrEqual(widths[1]!);
    }
  });
}

test("on a phone a graphic tile's title has the tile's whole width, the year on the type line below it", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  const tiles = page.locator("#graphic-design a[aria-haspopup=dialog]");
  await expect(tiles).toHaveCount(layout["graphic-design"].length);
  for (const [index, slug] of layout["graphic-design"].entries()) {
    const tile = tiles.nth(index);
    const project = graphicProject(slug);
    const title = tile.getByRole("heading", { level: 3 });
    await expectSeen(title, { scroll: true });
    const typeLine = tile.getByText(`${project.category} · ${project.year}`, { exact: true });
    await expectSeen(typeLine);
    // Nothing beside the title: the year at its end took its room and made it wrap.
    await expect(tile.locator("h3 + *")).toBeHidden();
    const heading = (await title.boundingBox())!;
    expect((await typeLine.boundingBox())!.y, slug).toBeGreaterThan(heading.y + heading.height - 1);
  }
});
