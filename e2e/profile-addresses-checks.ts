import { PROFILE_SECTIONS } from "../app/lib/sections";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { expectSeen } from "./support/seen";
import { at } from "./support/base-path";

// Every profile section keeps its address: /profile/{id} (and the Swedish one) is a prerendered
// page that scrolls its section into view, where a person sees its heading. The four skill groups
// share one band. Which section an address names is the same code for every id (unit-tested in
// app/lib/section-tracking.test.ts), so a page load here proves the scroll for each kind of
// section: one in the skills band, one on its own, and the last one, in the other language.

const SECTIONS = PROFILE_SECTIONS.filter((id) => id !== "home");
const LOADED = [
  { prefix: "", id: "programs-and-softwares" },
  { prefix: "", id: "experience" },
  { prefix: "/sv", id: SECTIONS.at(-1)! },
];

/** Declares the checks in the calling spec file's project (desktop or mobile). */
export function profileAddressChecks() {
  test("every section's address, in both languages, is a prerendered profile page", async ({ request }) => {
    for (const prefix of ["", "/sv"]) {
      for (const id of SECTIONS) {
        const response = await request.get(at(`${prefix}/profile/${id}/`));
        expect(response.status(), `${prefix}/profile/${id}/`).toBe(200);
        expect(await response.text(), `${prefix}/profile/${id}/`).toContain(`id="${id}-title"`);
      }
    }
  });

  test("a section's address scrolls it into view, for a skill group, a section of its own and the last one in Swedish", async ({
    page,
  }) => {
    for (const { prefix, id } of LOADED) {
      await test.step(`${prefix}/profile/${id} scrolls its section into view`, async () => {
        await gotoHydrated(page, `${prefix}/profile/${id}`);
        await expectSeen(page.locator(`#${id}-title`));
        await expect(page.locator(`#${id}`)).toBeInViewport();
      });
      if (id !== "programs-and-softwares") continue;
      await test.step("the skills band shows the four skill groups, each a section with its own heading", async () => {
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
  });
}
