import type { Page } from "@playwright/test";
import { expect, setPreferences, test } from "./support/fixtures";
import { ownerTexts } from "./owner-texts";
import { pauseClock } from "./support/clock";
import { expectAllSeen, expectSeen } from "./support/seen";
import {
  catchMailPrograms,
  errorSummary,
  expectConsoleErrors,
  field,
  fillForm,
  interceptEmailJs,
  openContact,
  sentHeading,
  SITE_EMAIL,
  statusRegion,
  submitButton,
  takeOurTime,
  text,
  VALID,
} from "./contact-helpers";

// What a person must be able to see on the contact page, registered by the desktop (1440 px)
// and the phone (390 px) specs alike: the heading clear of the fixed header and every message
// the form gives.

export function contactSeenTests() {
  // Without a provider: the page, every message of a failed submit, then the mail program's notice.
  test("the heading, the reply time, every validation message and the mail program notice are seen, dark theme", async ({
    page,
  }) => {
    await setPreferences(page, { theme: "dark" });
    await catchMailPrograms(page);
    await openContact(page, { provider: "mailto" });

    await test.step("the heading is seen below the fixed header", async () => {
      await expectSeen(page.getByRole("heading", { level: 1 }));
    });

    await test.step("the reply time is said once on the page, seen", async () => {
      const reply = page.getByText(ownerTexts.en.contact.replyTime);
      await expect(reply).toHaveCount(1);
      await expectSeen(reply, { scroll: true });
    });

    const hint = page.getByText(text("en", "contactForm.mailtoNotice"));
    await test.step("the mail program notice is seen before sending", async () => {
      await expectSeen(hint, { scroll: true });
    });

    await test.step("a failed submit from the bottom brings the error summary into view, below the header", async () => {
      await expectSummaryClear(page);
    });

    await test.step("every validation error is seen next to its field", async () => {
      const errors = page.locator('form p[id$="-error"]');
      await expect(errors).toHaveCount(4);
      await expectSeen(errors.first());
      await expectAllSeen(errors, { scroll: true });
    });

    const lng = "en";
    await test.step(`the error summary counts the fields that need attention and links to each, in ${lng}`, async () => {
      await fillForm(page, { name: VALID.name, email: "nope" });
      await submitButton(page).click();
      const summary = errorSummary(page);
      await expect(summary).toBeFocused();
      await expectSeen(summary);
      await expect(summary.getByRole("heading")).toHaveText(text(lng, "contactForm.errorSummary_other", { count: 3 }));
      const links = summary.getByRole("link");
      await expect(links).toHaveText(["email", "subject", "message"].map((name) => text(lng, `contactForm.${name}`)));
      await expectAllSeen(links);
      // A link takes the visitor to the field itself, focused, with its label in view.
      for (const name of ["message", "email"]) {
        const link = summary.getByRole("link", { name: text(lng, `contactForm.${name}`), exact: true });
        await expect(link).toHaveAttribute("href", `#${await field(page, name).getAttribute("id")}`);
        await summary.scrollIntoViewIfNeeded();
        await link.click();
        await expect(field(page, name)).toBeFocused();
        await expectSeen(page.locator(`label[for="${await field(page, name).getAttribute("id")}"]`));
        await expectSeen(field(page, name));
      }
      // Fixed one by one: the count follows, in the singular for the last one, then it goes.
      await fillForm(page, { email: VALID.email, subject: VALID.subject });
      await expect(summary.getByRole("heading")).toHaveText(text(lng, "contactForm.errorSummary_one", { count: 1 }));
      await expect(summary.getByRole("link")).toHaveText([text(lng, "contactForm.message")]);
      await fillForm(page, { message: VALID.message });
      await expect(summary).toHaveCount(0);
      await expect(page.locator("form [aria-invalid]")).toHaveCount(0);
    });

    await test.step("the mail program notice is seen after sending, alone", async () => {
      await takeOurTime(page);
      await submitButton(page).click();
      const notice = statusRegion(page).locator('[data-tone="info"]');
      await expect(notice).toContainText(text("en", "contactFormValidation.contactMailtoMessage"));
      await expectSeen(notice);
      // Said once: the hint beside the button goes once the notice says the same.
      await expect(hint).toBeHidden();
      await expectSeen(submitButton(page), { scroll: true });
    });
  });

  // Through EmailJS: a refused send, then the same message sent again, held on its way.
  test("a failed send's message, then the sending state and the success message, are seen", async ({ page, consoleErrors }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await openContact(page, { provider: "emailjs" });
    let answered = 0;
    const posts = await interceptEmailJs(page, async (route) => {
      if (answered++ === 0) return route.fulfill({ status: 429, body: "Too Many Requests" });
      await held;
      await route.fulfill({ status: 200, body: "OK" });
    });
    await fillForm(page);
    await takeOurTime(page);

    await test.step("a failed send's message is seen", async () => {
      await submitButton(page).click();
      const note = statusRegion(page).locator('[data-tone="error"]');
      await expectSeen(note);
      await expect(statusRegion(page)).toContainText(text("en", "contactFormValidation.contactErrorMessage"));
      expectConsoleErrors(consoleErrors, [/^Email send failed: 429/, /status of 429/]);
    });

    await test.step("the sending state is seen", async () => {
      await submitButton(page).click();
      await expect(submitButton(page)).toHaveText(text("en", "contactForm.submitting"));
      await expectSeen(submitButton(page));
    });

    await test.step("the success message is seen, below the fixed header, with its next steps and recap", async () => {
      // The success message steps down after 3 s of the page's time: stop that time while the
      // message is looked at, so a busy machine cannot make it go before the test has seen it.
      await expect.poll(() => posts.length).toBe(2);
      await pauseClock(page);
      release();
      const thanks = sentHeading(page, "en");
      await expectSeen(thanks);
      await expect(thanks).toBeFocused();
      // The next steps: the work, then the blog. The reply time is not said again here: the page
      // says it once, beside the greeting.
      await expect(statusRegion(page).getByText(ownerTexts.en.contact.replyTime)).toHaveCount(0);
      for (const key of ["contactSuccessWork", "contactSuccessBlog"]) {
        await expectSeen(statusRegion(page).getByRole("link", { name: text("en", `contactFormValidation.${key}`) }));
      }
      // The whole message lands below the fixed header, with room to spare.
      const header = (await page.getByRole("banner").boundingBox())!;
      const panel = statusRegion(page).locator('[data-tone="success"]');
      await expect.poll(async () => (await panel.boundingBox())!.y).toBeGreaterThanOrEqual(header.height + 15);
      await expect(field(page, "message")).toBeHidden();
      // Under the thanks: where it went and what it was about, though the fields are empty by now.
      const recap = statusRegion(page).getByText(
        `${text("en", "contactFormValidation.contactSuccessRecapTo", { email: SITE_EMAIL })} · ` +
          text("en", "contactFormValidation.contactSuccessRecapSubject", { subject: VALID.subject }),
        { exact: true },
      );
      await expectSeen(recap);
      // Under the thanks: the recap comes after it in the card.
      const after = (heading: Element, line: Element | null) =>
        !!(heading.compareDocumentPosition(line!) & Node.DOCUMENT_POSITION_FOLLOWING);
      expect(await thanks.evaluate(after, await recap.elementHandle())).toBe(true);
      // Each half stays whole on its line, not broken inside the address or a short subject.
      for (const half of await recap.locator("span:not([data-recap-separator])").all()) {
        expect(await half.evaluate((el) => el.getClientRects().length)).toBe(1);
      }
    });
  });
}

/**
 * Submitting the empty form from its foot focuses the error summary above the fields; it lands
 * clear of the fixed header and of anything stuck under it, the first field right below it.
 */
async function expectSummaryClear(page: Page) {
  await submitButton(page).scrollIntoViewIfNeeded();
  await submitButton(page).click();
  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  // The focus scroll goes up, so the header comes back over the page's top.
  await expect(page.getByRole("banner")).toHaveAttribute("data-visible", "true");
  await expectSeen(summary);
  await expectSeen(field(page, "name"));
}
