import { CONTACT_LIMITS } from "../app/features/contact/limits";
import { expect, test } from "./support/fixtures";
import {
  errorSummary,
  field,
  interceptEmailJs,
  isEmailLibrary,
  isValidationLibrary,
  ok,
  openContact,
  scriptsOf,
  statusRegion,
  submitButton,
  takeOurTime,
  text,
  VALID,
} from "./contact-helpers";

// The form's checks (react-hook-form, the zod schema) and the EmailJS library are not part of
// the page's first load: they come at the visitor's first touch of the form. Until then the
// fields are plain inputs, and nothing typed meanwhile may be lost.
const LOGIC = /\/assets\/contact-form-logic-[^/]+\.js$/;

test("the form's checks and the e-mail library arrive at the first touch of the form, not with the page", async ({ page }) => {
  const scripts = scriptsOf(page);
  await openContact(page, { provider: "emailjs" });
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((url) => LOGIC.test(url))).toEqual([]);
  for (const url of scripts) expect(await isEmailLibrary(page, url), url).toBe(false);
  // Nor the schema's validation library: a value taken from the schema's module into code the page
  // loads at once would bring it along, into the route's own chunk.
  for (const url of scripts) expect(await isValidationLibrary(page, url), url).toBe(false);

  const firstLoad = scripts.length;
  const logic = page.waitForRequest(LOGIC);
  await field(page, "name").focus();
  await logic;
  // Asked for together with the checks, the library may be a moment behind them.
  await expect
    .poll(async () => (await Promise.all(scripts.slice(firstLoad).map((url) => isEmailLibrary(page, url)))).includes(true))
    .toBe(true);
  expect(scripts.slice(firstLoad).filter((url) => LOGIC.test(url))).toHaveLength(1);
});

test("typing fast right after hydration loses nothing while the checks are on their way, and is checked once they are in", async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let logicRequests = 0;
  await page.route(LOGIC, async (route) => {
    logicRequests++;
    await held;
    await route.continue();
  });
  await openContact(page, { provider: "emailjs" });
  const posts = await interceptEmailJs(page, ok);

  // No pause between keys, the first one the moment the page has hydrated.
  const name = field(page, "name");
  await name.click();
  await page.keyboard.type(VALID.name);
  await page.keyboard.press("Tab");
  await page.keyboard.type("asa@");
  await page.keyboard.press("Tab");
  await page.keyboard.type(VALID.companyName);
  await page.keyboard.press("Tab");
  await page.keyboard.type(VALID.subject);
  await page.keyboard.press("Tab");
  await page.keyboard.type("Too short");
  await expect.poll(() => logicRequests, "the checks were asked for at the first touch").toBe(1);
  // Nothing has checked the form yet.
  await expect(page.locator("form [aria-invalid]")).toHaveCount(0);

  // The code arrives while the visitor goes on typing into the message.
  release();
  await page.keyboard.type(" and then some more", { delay: 15 });
  const message = "Too short and then some more";
  await expect(field(page, "message")).toHaveValue(message);
  await expect(field(page, "message")).toBeFocused();
  await expect(field(page, "message")).toHaveAccessibleDescription(`${message.length} / ${CONTACT_LIMITS.message.max}`);
  for (const [key, value] of [
    ["name", VALID.name],
    ["email", "asa@"],
    ["companyName", VALID.companyName],
    ["subject", VALID.subject],
  ] as const) {
    await expect(field(page, key)).toHaveValue(value);
  }

  // The checks are in: the invalid address is named, the summary takes the focus; nothing is sent.
  await submitButton(page).click();
  await expect(field(page, "email")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "email")).toHaveAccessibleDescription(new RegExp(`^${text("en", "contactValidation.emailInvalid")}`));
  await expect(errorSummary(page)).toBeFocused();
  await expect(field(page, "name")).not.toHaveAttribute("aria-invalid");
  await expect(field(page, "message")).not.toHaveAttribute("aria-invalid");
  expect(posts).toHaveLength(0);

  // Corrected, the message goes with every character as typed.
  await field(page, "email").focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(VALID.email);
  await expect(field(page, "email")).not.toHaveAttribute("aria-invalid");
  await takeOurTime(page);
  await submitButton(page).click();
  await expect(statusRegion(page)).toContainText(text("en", "contactFormValidation.contactSuccessMessage"));
  expect(posts).toHaveLength(1);
  expect((posts[0]!.body as { template_params: unknown }).template_params).toEqual({
    ...VALID,
    message,
    reply_to: VALID.email,
  });
});
