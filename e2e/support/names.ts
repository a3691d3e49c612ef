import { expect, type Locator } from "@playwright/test";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Each shown control's accessible name holds the words it shows (WCAG 2.5.3), so a voice user
 * can say what they see. Stricter than axe's check, which accepts the letters anywhere: "EN"
 * inside "English" passes there, and is not what a voice user's "click EN" finds.
 */
export async function expectNamesHoldTheirText(controls: Locator) {
  const count = await controls.count();
  let checked = 0;
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    if (!(await control.isVisible())) continue;
    const shown = (await control.innerText()).replace(/\s+/g, " ").trim();
    if (!shown) continue;
    checked++;
    await expect(control, `the name of the control showing "${shown}"`).toHaveAccessibleName(
      new RegExp(`(^|\\W)${escape(shown)}(\\W|$)`, "i"),
    );
  }
  expect(checked, `${controls} shows no text`).toBeGreaterThan(0);
}
