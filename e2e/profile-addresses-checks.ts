import { PROFILE_SECTIONS } from "../app/lib/sections";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";

// Every profile section keeps its address: /profile/{id} (and the Swedish one) scrolls it into
// view, where a person sees its heading. The four skill groups share one band.

const SECTIONS = PROFILE_SECTIONS.filter((id) => id !== "home");

/** Declares the checks in the calling spec file's project (desktop or mobile). */
export function profileAddressChecks() {
  // Every section in the first language; in the other one section proves its prefix, since both
  // languages' addresses come from the same route table.
  const addresses = [...SECTIONS.map((id) => ({ prefix: "", id })), { prefix: "/sv", id: SECTIONS.at(-1)! }];
  for (const { prefix, id } of addresses) {
    test(`${prefix}/profile/${id} scrolls its section into view`, async ({ page }) => {
      await gotoHydrated(page, `${prefix}/profile/${id}`);
      await expectSeen(page.locator(`#${id}-title`));
      await expect(page.locator(`#${id}`)).toBeInViewport();
    });
  }

  test("the skills band shows the four skill groups, each a section with its own heading", async ({ page }) => {
    await gotoHydrated(page, "/profile/web-skills");
    const band = page.locator("[data-skills-band]");
    const groups = band.locator("section[id]");
    await expect(groups).toHaveCount(4);
    expect(await groups.evaluateAll((els) => els.map((el) => el.id))).toEqual([
      "web-skills",
      "graphic-skills",
      "additional-skills",
      "programs-and-softwares",
    ]);
    for (const name of ["Web skills", "Graphic skills", "Additional skills", "Tools"]) {
      await expectSeen(band.getByRole("heading", { level: 2, name, exact: true }), { scroll: true });
    }
    await expectSeen(band.locator("#web-skills [data-chip]").first(), { scroll: true });
    await expectSeen(band.getByRole("meter").first(), { scroll: true });
    await expectSeen(band.locator("#programs-and-softwares [data-chip]").first(), { scroll: true });
  });
}
