import { loadEnv } from "vite";
import { expect, test } from "./support/fixtures";
import {
  catchMailPrograms,
  errorSummary,
  field,
  fillForm,
  openContact,
  SITE_EMAIL,
  statusRegion,
  submitButton,
  takeOurTime,
  text,
  VALID,
} from "./contact-helpers";
import { at } from "./support/base-path";

// No email provider (a fresh clone, or CI): the form hands the message to the visitor's
// mail program. Any request to EmailJS would be aborted and fail the test on its console error.

test("the prerendered page says how messages are sent, as the build was configured", async ({ request }) => {
  const env = loadEnv("production", process.cwd(), "VITE_EMAILJS_");
  const configured = ["SERVICE_ID", "TEMPLATE_ID", "PUBLIC_KEY"].every((k) => env[`VITE_EMAILJS_${k}`]?.trim());
  const html = await (await request.get(at("/contact"))).text();
  const [shown, hidden] = configured ? ["providerNotice", "mailtoNotice"] : ["mailtoNotice", "providerNotice"];
  expect(html).toContain(text("en", `contactForm.${shown}`));
  expect(html).not.toContain(text("en", `contactForm.${hidden}`));
});

for (const lng of ["en", "sv"] as const) {
  // In English the page's notice and an invalid form come first, on the same visit.
  const title =
    lng === "en"
      ? `the page says sending opens the mail program; an invalid form does not; a valid message opens it filled, in ${lng}`
      : `a valid message opens the mail program with subject and body filled, in ${lng}`;
  test(title, async ({ page }) => {
    const opened = await catchMailPrograms(page);
    await openContact(page, { lng, provider: "mailto" });
    if (lng === "en") {
      await test.step("the page says plainly that sending opens the mail program", async () => {
        await expect(page.getByText(text("en", "contactForm.mailtoNotice"))).toBeVisible();
        await expect(page.getByText(text("en", "contactForm.providerNotice"))).toHaveCount(0);
      });
      await test.step("an invalid form does not open the mail program", async () => {
        await fillForm(page, { ...VALID, name: "John3" });
        await takeOurTime(page);
        await submitButton(page).click();
        await expect(errorSummary(page)).toBeFocused();
        await expect(page.getByText(text("en", "contactValidation.nameCharacters"))).toBeVisible();
        expect(await opened()).toEqual([]);
      });
    }
    await fillForm(page, { ...VALID, name: ` ${VALID.name} `, subject: ` ${VALID.subject} ` });
    await takeOurTime(page);
    await submitButton(page).click();

    await expect(statusRegion(page)).toContainText(text(lng, "contactFormValidation.contactMailtoMessage"));
    const hrefs = await opened();
    expect(hrefs).toHaveLength(1);
    const href = new URL(hrefs[0]!);
    expect(href.protocol + href.pathname).toBe(`mailto:${SITE_EMAIL}`);
    expect(href.searchParams.get("subject")).toBe(VALID.subject);
    expect(href.searchParams.get("body")).toBe(
      `${VALID.message}\n\n${VALID.name}\n${VALID.companyName}\n${VALID.email}`,
    );

    // Nothing is lost: the values stay, and the address is there to write to by hand.
    await expect(statusRegion(page)).toContainText(
      text(lng, "contactFormValidation.contactMailtoFallback", { email: SITE_EMAIL }).replace(/<\/?mail>/g, ""),
    );
    const address = statusRegion(page).getByRole("link", { name: SITE_EMAIL });
    expect(await address.evaluate((link: HTMLAnchorElement) => link.href)).toBe(hrefs[0]);
    await expect(field(page, "message")).toHaveValue(VALID.message);
  });
}
