import { expect, type Locator } from "@playwright/test";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Each shown control's accessible name holds the words it shows (WCAG 2.5.3), so a voice user
 * can say what they see. Stricter than axe's check, which accepts the letters anywhere: "EN"
 * inside "English" passes there, and is not what a voice user's "click EN" finds.
 */
export async function expectNamesHoldTheirText(controls: Locator) {
  // What each control shows, read in one pass (a round trip per control outran the test's time
  // on a busy machine); hidden controls show nothing.
  const shownTexts = await controls.evaluateAll((els) =>
    els.map((el) => (el.checkVisibility({ visibilityProperty: true }) ? (el as HTMLElement).innerText.replace(/\s+/g, " ").trim() : "")),
  );
  let checked = 0;
  for (const [i, shown] of shownTexts.entries()) {
    if (!shown) continue;
    checked++;
    await expect(controls.nth(i), `the name of the control showing "${shown}"`).toHaveAccessibleName(
      new RegExp(`(^|\\W)${escape(shown)}(\\W|$)`, "i"),
    );
  }
  expect(checked, `${controls} shows no text`).toBeGreaterThan(0);
}
