import type { Locator, Page } from "@playwright/test";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import { ownerTexts } from "./owner-texts";
import { borderContrast } from "./support/contrast";
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
// and the phone (390 px) specs alike: the heading clear of the fixed header, every message
// the form gives, and control edges that stand out from the card.

export function contactSeenTests() {
  for (const lng of ["en", "sv"] as const) {
    test(`the heading has the list pages' eyebrow above it, drawn as the portfolio's, in ${lng}`, async ({ page }) => {
      const look = (el: Element) => {
        const style = getComputedStyle(el);
        return [style.fontFamily, style.fontSize, style.fontWeight, style.textTransform, style.letterSpacing, style.color];
      };
      await gotoHydrated(page, lng === "en" ? "/portfolio" : "/sv/portfolio");
      const portfolioEyebrow = await page.locator("#my-work p").first().evaluate(look);
      await openContact(page, { lng, provider: "mailto" });
      const heading = page.getByRole("heading", { level: 1 });
      const eyebrow = page.getByText(lng === "en" ? "Contact" : "Kontakt", { exact: true }).and(page.locator("main p"));
      await expectSeen(eyebrow);
      expect(await eyebrow.evaluate(look)).toEqual(portfolioEyebrow);
      const [over, under] = [(await eyebrow.boundingBox())!, (await heading.boundingBox())!];
      expect(over.y + over.height).toBeLessThanOrEqual(under.y + 1);
      expect(Math.abs(over.x - under.x)).toBeLessThanOrEqual(1);
    });

    test(`the heading is seen below the fixed header, with room to spare, in ${lng}`, async ({ page }) => {
      await openContact(page, { lng, provider: "mailto" });
      const heading = page.getByRole("heading", { level: 1 });
      await expectSeen(heading);
      const header = (await page.getByRole("banner").boundingBox())!;
      const letters = await heading.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return { top: range.getBoundingClientRect().top };
      });
      // The letters, not only the box, sit well clear of the header's edge.
      expect(letters.top - (header.y + header.height)).toBeGreaterThanOrEqual(24);
    });
  }

  test("every validation error is seen next to its field", async ({ page }) => {
    await openContact(page, { provider: "mailto" });
    await submitButton(page).click();
    await expect(errorSummary(page)).toBeFocused();
    const errors = page.locator('form p[id$="-error"]');
    await expect(errors).toHaveCount(4);
    await expectSeen(errors.first());
    await expectAllSeen(errors, { scroll: true });
  });

  test("a failed submit from the bottom brings the error summary into view, below the header", async ({ page }) => {
    await openContact(page, { provider: "mailto" });
    await expectSummaryClear(page);
  });

  for (const lng of ["en", "sv"] as const) {
    test(`the error summary counts the fields that need attention and links to each, in ${lng}`, async ({ page }) => {
      await openContact(page, { lng, provider: "mailto" });
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
  }

  test("the error summary is a filled card like the form's notices, with no side bar", async ({ page }) => {
    await openContact(page, { provider: "mailto" });
    await submitButton(page).click();
    await expectSeen(errorSummary(page));
    await expectFilledCard(errorSummary(page));
  });

  test("the sending state, then the success message, are seen", async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await openContact(page, { provider: "emailjs" });
    const posts = await interceptEmailJs(page, async (route) => {
      await held;
      await route.fulfill({ status: 200, body: "OK" });
    });
    await fillForm(page);
    await takeOurTime(page);
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText(text("en", "contactForm.submitting"));
    await expectSeen(submitButton(page));
    // The success message steps down after 3 s of the page's time: stop that time while the
    // message is looked at, so a busy machine cannot make it go before the test has seen it.
    await expect.poll(() => posts.length).toBe(1);
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
    // Each half stays whole on its line, not broken inside the address or a short subject.
    for (const half of await recap.locator("span:not([data-recap-separator])").all()) {
      expect(await half.evaluate((el) => el.getClientRects().length)).toBe(1);
    }
  });

  for (const theme of ["light", "dark"] as const) {
    test(`the focused invalid field is ringed in the errors' red, not the accent, ${theme} theme`, async ({ page }) => {
      await setPreferences(page, { theme });
      await openContact(page, { provider: "mailto" });
      await submitButton(page).click();
      const name = field(page, "name");
      // Reached from the summary's link, as a visitor goes on from the failed submit.
      await errorSummary(page).getByRole("link", { name: "Name", exact: true }).click();
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute("aria-invalid", "true");
      const error = page.locator('form p[id$="-error"]').first();
      const red = await error.evaluate((el) => getComputedStyle(el).color);
      // The field's colours ease in: read the ring once it has come to rest.
      await expect.poll(() => name.evaluate((el) => getComputedStyle(el).outlineColor)).toBe(red);
      const ring = await name.evaluate((el) => {
        const style = getComputedStyle(el);
        return { colour: style.outlineColor, width: style.outlineWidth, style: style.outlineStyle, halo: style.boxShadow };
      });
      expect(ring.style).toBe("solid");
      expect(ring.width).toBe("2px");
      expect(ring.colour).not.toBe(await page.locator("main .text-accent").first().evaluate((el) => getComputedStyle(el).color));
      // A soft halo of the same red around the ring.
      expect(ring.halo).toMatch(/0px 0px 0px 6px/);
    });
  }

  for (const theme of ["light", "dark"] as const) {
    test(`a field in error is tinted red, apart from a field without one, ${theme} theme`, async ({ page }) => {
      await setPreferences(page, { theme });
      await openContact(page, { provider: "mailto" });
      await field(page, "name").fill("Ada Lovelace");
      await submitButton(page).click();
      const invalid = field(page, "email");
      await expect(invalid).toHaveAttribute("aria-invalid", "true");
      await expectSeen(invalid, { scroll: true });
      const fill = (name: string) => field(page, name).evaluate((el) => getComputedStyle(el).backgroundColor);
      const tint = await page.evaluate(() => {
        const probe = document.body.appendChild(document.createElement("span"));
        probe.style.backgroundColor = "var(--color-danger-tint)";
        const colour = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return colour;
      });
      // The colours ease in: read the fill once it has come to rest.
      await expect.poll(() => fill("email")).toBe(tint);
      expect(await fill("name")).not.toBe(tint);
      // And the message under it carries an icon of its own, not the colour alone.
      await expectSeen(page.locator('form p[id$="-error"]').first().locator("svg"), { scroll: true });
    });
  }

  test("the reply time is said once on the page, seen", async ({ page }) => {
    await openContact(page, { provider: "mailto" });
    const reply = page.getByText(ownerTexts.en.contact.replyTime);
    await expect(reply).toHaveCount(1);
    await expectSeen(reply, { scroll: true });
  });

  test("the portrait shows whole in its frame: drawn at its own shape, not zoomed or cropped", async ({ page }) => {
    await openContact(page, { provider: "mailto" });
    const portrait = page.getByRole("img", { name: ownerTexts.en.contact.portraitAlt });
    await expectSeen(portrait);
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const fit = await portrait.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      const frame = img.closest("figure")!.firstElementChild!.getBoundingClientRect();
      return {
        natural: img.naturalWidth / img.naturalHeight,
        drawn: box.width / box.height,
        frame: frame.width / frame.height,
        // A zoom (a transform) draws the picture past its frame, where the frame cuts it.
        inFrame:
          box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5 &&
          box.top >= frame.top - 0.5 && box.bottom <= frame.bottom + 0.5,
      };
    });
    expect(fit.inFrame).toBe(true);
    expect(Math.abs(fit.drawn / fit.natural - 1)).toBeLessThanOrEqual(0.02);
    expect(Math.abs(fit.frame / fit.natural - 1)).toBeLessThanOrEqual(0.02);
  });

  test("errors have their own colour, apart from the accent of the greeting", async ({ page }) => {
    await openContact(page, { provider: "mailto" });
    await submitButton(page).click();
    const error = page.locator('form p[id$="-error"]').first();
    // Where the error sits is the other tests' matter; this one reads its colour.
    await expectSeen(error, { scroll: true });
    const colour = (el: Element) => getComputedStyle(el).color;
    const accent = await page.locator("main .text-accent").first().evaluate(colour);
    expect(await error.evaluate(colour)).not.toBe(accent);
    // The field's edge eases into the error colour: read it once it has arrived.
    const errorColour = await error.evaluate(colour);
    await expect.poll(() => field(page, "name").evaluate((el) => getComputedStyle(el).borderTopColor)).toBe(errorColour);
  });

  test("a failed send's message is seen", async ({ page, consoleErrors }) => {
    await openContact(page, { provider: "emailjs" });
    await interceptEmailJs(page, (route) => route.fulfill({ status: 429, body: "Too Many Requests" }));
    await fillForm(page);
    await takeOurTime(page);
    await submitButton(page).click();
    const note = statusRegion(page).locator('[data-tone="error"]');
    await expectSeen(note);
    await expect(statusRegion(page)).toContainText(text("en", "contactFormValidation.contactErrorMessage"));
    // Drawn as the mail program's notice: a filled card.
    await expectFilledCard(note);
    expectConsoleErrors(consoleErrors, [/^Email send failed: 429/, /status of 429/]);
  });

  for (const theme of ["light", "dark"] as const) {
    test(`the mail program notice is seen before sending, and after it alone, as a filled card, ${theme} theme`, async ({ page }) => {
      await setPreferences(page, { theme });
      await catchMailPrograms(page);
      await openContact(page, { provider: "mailto" });
      const hint = page.getByText(text("en", "contactForm.mailtoNotice"));
      await expectSeen(hint, { scroll: true });
      await fillForm(page);
      await takeOurTime(page);
      await submitButton(page).click();
      const notice = statusRegion(page).locator('[data-tone="info"]');
      await expect(notice).toContainText(text("en", "contactFormValidation.contactMailtoMessage"));
      await expectSeen(notice);
      // Said once: the hint beside the button goes once the notice says the same.
      await expect(hint).toBeHidden();
      await expectSeen(submitButton(page), { scroll: true });
      await expectFilledCard(notice);
    });
  }

  for (const theme of ["light", "dark"] as const) {
    test(`every field's edge stands out 3:1 from the card and from its own fill, ${theme} theme`, async ({ page }) => {
      await setPreferences(page, { theme });
      await openContact(page, { provider: "mailto" });
      const controls = page.locator("form").getByRole("textbox");
      await expect(controls).toHaveCount(5);
      for (const control of await controls.all()) {
        const { outside, inside } = await borderContrast(control);
        const name = await control.getAttribute("name");
        expect(outside, `${name} edge against the card`).toBeGreaterThanOrEqual(3);
        expect(inside, `${name} edge against its fill`).toBeGreaterThanOrEqual(3);
      }
    });
  }
}

/**
 * Submitting the empty form from its foot focuses the error summary above the fields; it lands
 * clear of the fixed header and of anything stuck under it, the first field right below it.
 */
export async function expectSummaryClear(page: Page) {
  await submitButton(page).scrollIntoViewIfNeeded();
  await submitButton(page).click();
  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  // The focus scroll goes up, so the header comes back over the page's top.
  await expect(page.getByRole("banner")).toHaveAttribute("data-visible", "true");
  await expectSeen(summary);
  await expectSeen(field(page, "name"));
  const header = (await page.getByRole("banner").boundingBox())!;
  expect((await summary.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
}

/**
 * A note under the form is a card filled apart from the form's own fill, with even corners of
 * about 12 px: no coloured side bar, which a rounded box bent into a "(".
 */
async function expectFilledCard(note: Locator) {
  const look = await note.evaluate((el) => {
    const style = getComputedStyle(el);
    const form = getComputedStyle(el.closest("form")!);
    return {
      fill: style.backgroundColor,
      formFill: form.backgroundColor,
      sides: [style.borderLeftWidth, style.borderTopWidth, style.borderRightWidth, style.borderBottomWidth],
      radius: parseFloat(style.borderTopLeftRadius),
    };
  });
  expect(look.fill).not.toBe("rgba(0, 0, 0, 0)");
  expect(look.fill).not.toBe(look.formFill);
  expect(new Set(look.sides).size, "every side drawn alike").toBe(1);
  expect(look.sides[0]).toBe("0px");
  expect(look.radius).toBeGreaterThanOrEqual(10);
  expect(look.radius).toBeLessThanOrEqual(14);
}
