import type { Locator, Page } from "@playwright/test";
import { CONTACT_LIMITS } from "../app/features/contact/limits";
import { expect, gotoHydrated, setPreferences, test } from "./support/fixtures";
import {
  errorSummary,
  field,
  fillForm,
  openContact,
  sentHeading,
  showSentMessage,
  SITE_EMAIL,
  statusRegion,
  submitButton,
  text,
  type Lng,
  VALID,
} from "./contact-helpers";
import { contactSeenTests, expectSummaryClear } from "./contact-seen";
import { borderContrast } from "./support/contrast";
import { axeScan } from "./support/axe";
import { expectSeen } from "./support/seen";
import { ownerTexts } from "./owner-texts";

// The contact page, its validation, and messages that follow the language while the values stay.

test("the page has its heading, greeting, intro, portrait and a labelled form", async ({ page }) => {
  await openContact(page, { provider: "mailto" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName("Contact");
  await expect(page.getByText(ownerTexts.en.contact.greeting)).toBeVisible();
  await expect(page.getByText(ownerTexts.en.contact.intro)).toBeVisible();
  const portrait = page.getByRole("img", { name: ownerTexts.en.contact.portraitAlt });
  await expect(portrait).toBeVisible();
  expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const form = page.getByRole("form", { name: text("en", "contactForm.label") });
  const labels = { name: "Name", email: "Email", companyName: "Company optional", subject: "Subject", message: "Message" };
  for (const [name, label] of Object.entries(labels)) {
    const control = form.getByRole("textbox", { name: label, exact: true });
    await expect(control).toHaveAttribute("name", name);
    const id = await control.getAttribute("id");
    await expect(form.locator(`label[for="${id}"]`)).toBeVisible();
  }
  await expect(statusRegion(page)).toHaveAttribute("aria-live", "polite");
});

// At 1440 px the page is two columns: the words and the portrait, and the form.
const firstColumn = (page: Page) => page.getByRole("heading", { level: 1 }).locator("..");
const bottom = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.y + box.height;
};

test("the two columns end together: the portrait is a short card, and the address above the fold", async ({ page }) => {
  await openContact(page, { provider: "mailto" });
  const column = firstColumn(page);
  // The portrait was a 320 × 400 card, which put the column's end 140 px below the form's, and
  // at 224 × 280 still 80 px below.
  expect(Math.abs((await bottom(column)) - (await bottom(page.getByRole("form"))))).toBeLessThanOrEqual(20);
  const portrait = (await column.locator("figure > div").boundingBox())!;
  expect(portrait.height).toBeLessThanOrEqual(250);
  // Whole in its frame: the card keeps the art's 4:5.
  expect(portrait.width / portrait.height).toBeCloseTo(0.8, 2);
  await expectSeen(column.getByRole("link", { name: /@/ }));
});

// The card stretched to the first column's height was 700 px around 200 px of words at 1440.
test("sent, the card is as tall as its message, at the top of its column", async ({ page }) => {
  await showSentMessage(page);
  await expectSeen(sentHeading(page, "en"));
  const form = (await page.getByRole("form").boundingBox())!;
  const panel = (await statusRegion(page).locator('[data-tone="success"]').boundingBox())!;
  const column = (await firstColumn(page).boundingBox())!;
  expect(form.height - panel.height).toBeLessThanOrEqual(130);
  expect(Math.abs(form.y - column.y)).toBeLessThanOrEqual(2);
  await expectSeen(page.getByRole("link", { name: text("en", "contactFormValidation.contactSuccessWork") }));
});

for (const lng of ["en", "sv"] as const) {
  test(`sent, the card recaps under the thanks the address and the subject written, in ${lng}`, async ({ page }) => {
    await showSentMessage(page, lng);
    const recap = statusRegion(page).getByText(
      `${text(lng, "contactFormValidation.contactSuccessRecapTo", { email: SITE_EMAIL })} · ` +
        text(lng, "contactFormValidation.contactSuccessRecapSubject", { subject: VALID.subject }),
      { exact: true },
    );
    await expectSeen(recap);
    const [thanks, line] = [(await sentHeading(page, lng).boundingBox())!, (await recap.boundingBox())!];
    expect(line.y).toBeGreaterThanOrEqual(thanks.y + thanks.height - 1);
  });
}

// From 768 px, below the two columns, the heading stays in view while the visitor works through the form.
test("at 800 px the heading sticks while scrolling through the form, below the header when it shows", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await openContact(page, { provider: "mailto" });
  const heading = page.getByRole("heading", { level: 1 });
  const header = page.locator("header[data-visible]");
  await submitButton(page).scrollIntoViewIfNeeded();
  await expect(page.locator("header[data-visible=false]")).toHaveCount(1);
  await expect.poll(async () => (await heading.boundingBox())?.y).toBe(0);
  await page.mouse.wheel(0, -200);
  await expect(page.locator("header[data-visible=true]")).toHaveCount(1);
  const headerHeight = (await header.boundingBox())!.height;
  await expect.poll(async () => Math.round((await heading.boundingBox())!.y)).toBe(Math.round(headerHeight));
  await expectSeen(heading);
});

test("at 800 px a failed submit brings the error summary into view below the stuck heading", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await openContact(page, { provider: "mailto" });
  await expectSummaryClear(page);
  const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  const summary = (await errorSummary(page).boundingBox())!;
  expect(summary.y).toBeGreaterThanOrEqual(heading.y + heading.height);
});

for (const theme of ["light", "dark"] as const) {
  test(`the portrait follows the theme (${theme})`, async ({ page }) => {
    await setPreferences(page, { theme });
    await openContact(page, { provider: "mailto" });
    // The other theme's picture is display:none, so only this theme's is an image a person meets.
    const portrait = page.getByRole("img", { name: ownerTexts.en.contact.portraitAlt });
    await expect(portrait).toHaveCount(1);
    await expectSeen(portrait);
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const src = await portrait.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(src.includes("contact/portrait-dark")).toBe(theme === "dark");
    // At night the picture is a night picture: no light outlines or light clothes (the old twin
    // was a fifth light pixels, a photo negative); by day it is mostly light.
    const light = await portrait.evaluate(lightShare);
    if (theme === "dark") expect(light).toBeLessThan(0.05);
    else expect(light).toBeGreaterThan(0.5);
  });
}

/** The share of an image's pixels (drawn at its natural size) whose luminance is over one half. */
function lightShare(img: HTMLImageElement) {
  const canvas = document.createElement("canvas");
  [canvas.width, canvas.height] = [img.naturalWidth, img.naturalHeight];
  const context = canvas.getContext("2d")!;
  context.drawImage(img, 0, 0);
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (0.2126 * linear(data[i]!) + 0.7152 * linear(data[i + 1]!) + 0.0722 * linear(data[i + 2]!) > 0.5) count++;
  }
  return count / (canvas.width * canvas.height);
}

type Case = [field: string, value: string, key: string | null];
const A = (n: number) => "a".repeat(n);
const { name, subject, message } = CONTACT_LIMITS;
const CASES: Case[] = [
  ["name", "", "contactValidation.nameRequired"],
  ["name", "   ", "contactValidation.nameRequired"],
  ["name", "A", "contactValidation.nameMin"],
  ["name", " A ", "contactValidation.nameMin"],
  ["name", "Al", null],
  ["name", "A".repeat(name.max), null],
  ["name", ` ${"A".repeat(name.max)} `, null],
  ["name", "A".repeat(name.max + 1), "contactValidation.nameMax"],
  ["name", "John3", "contactValidation.nameCharacters"],
  ["name", "Åsa-Lena O'Brien", null],
  ["email", "", "contactValidation.emailRequired"],
  ["email", "asa", "contactValidation.emailInvalid"],
  ["email", "asa@example", "contactValidation.emailInvalid"],
  ["email", "  asa@example.com ", null],
  ["subject", "", "contactValidation.subjectRequired"],
  ["subject", A(subject.min - 1), "contactValidation.subjectMin"],
  ["subject", A(subject.min), null],
  ["subject", A(subject.max), null],
  ["subject", A(subject.max + 1), "contactValidation.subjectMax"],
  ["message", "", "contactValidation.messageRequired"],
  ["message", A(message.min - 1), "contactValidation.messageMin"],
  ["message", `   ${A(message.min - 1)}   `, "contactValidation.messageMin"],
  ["message", A(message.min), null],
  ["message", A(message.max), null],
  ["message", A(message.max + 1), "contactValidation.messageMax"],
];

// One test per field and language: all 29 cases in one test outran its time on a busy machine.
for (const lng of ["en", "sv"] as const) {
  for (const fieldName of ["name", "email", "subject", "message"]) {
    test(`every ${fieldName} rule at its boundaries, in ${lng}`, async ({ page }) => {
      await openContact(page, { lng, provider: "emailjs" });
      await submitButton(page).click();
      // After a first submit each change is checked again at once.
      for (const [name, value, key] of CASES.filter(([name]) => name === fieldName)) {
        const input = field(page, name);
        await input.fill(value);
        const label = `${name} = ${JSON.stringify(value.length > 40 ? `${value.length} chars` : value)}`;
        if (key === null) {
          await expect(input, label).not.toHaveAttribute("aria-invalid");
        } else {
          await expect(input, label).toHaveAttribute("aria-invalid", "true");
          await expect(input, label).toHaveAccessibleDescription(new RegExp(`^${escape(text(lng, key))}`));
        }
      }
      await expect(field(page, "companyName")).not.toHaveAttribute("aria-invalid");
    });
  }
}

function escape(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test("a failed submit names every problem and moves focus to the error summary above the fields", async ({ page }) => {
  await openContact(page, { provider: "emailjs" });
  await submitButton(page).click();
  await expect(errorSummary(page)).toBeFocused();
  await expect(page.getByText(text("en", "contactValidation.nameRequired"))).toBeVisible();
  await expect(page.getByText(text("en", "contactValidation.emailRequired"))).toBeVisible();
  await expect(page.getByText(text("en", "contactValidation.subjectRequired"))).toBeVisible();
  await expect(page.getByText(text("en", "contactValidation.messageRequired"))).toBeVisible();

  await fillForm(page, { name: VALID.name, email: "nope" });
  await field(page, "message").focus();
  await submitButton(page).click();
  await expect(errorSummary(page)).toBeFocused();
  await expect(errorSummary(page)).toHaveAccessibleName(text("en", "contactForm.errorSummary_other", { count: 3 }));
});

test("switching language rebuilds the messages and keeps every typed value", async ({ page }) => {
  await openContact(page, { provider: "emailjs" });
  const typed = { name: "John3", email: "asa@", companyName: "Studio Nord", subject: "Hi", message: "Too short" };
  await fillForm(page, typed);
  await submitButton(page).click();
  await expect(page.getByText(text("en", "contactValidation.nameCharacters"))).toBeVisible();

  await switchLanguage(page, "sv");
  await expect(page.getByRole("textbox", { name: "Namn" })).toBeVisible();
  for (const key of ["nameCharacters", "emailInvalid", "messageMin"]) {
    await expect(page.getByText(text("sv", `contactValidation.${key}`))).toBeVisible();
    await expect(page.getByText(text("en", `contactValidation.${key}`))).toHaveCount(0);
  }
  for (const [name, value] of Object.entries(typed)) await expect(field(page, name)).toHaveValue(value);
  // The summary above the fields is rebuilt too: its count and its links.
  await expect(errorSummary(page).getByRole("heading")).toHaveText(text("sv", "contactForm.errorSummary_other", { count: 3 }));
  const svLabels = ["name", "email", "message"].map((key) => text("sv", `contactForm.${key}`));
  await expect(errorSummary(page).getByRole("link")).toHaveText(svLabels);

  await switchLanguage(page, "en");
  await expect(errorSummary(page).getByRole("heading")).toHaveText(text("en", "contactForm.errorSummary_other", { count: 3 }));
  await expect(page.getByText(text("en", "contactValidation.messageMin"))).toBeVisible();
  for (const [name, value] of Object.entries(typed)) await expect(field(page, name)).toHaveValue(value);
});

async function switchLanguage(page: import("@playwright/test").Page, lng: Lng) {
  await page.getByRole("button", { name: /(choose language|välj språk)/i }).click();
  await page.getByRole("link", { name: lng === "sv" ? "Svenska" : "English", exact: true }).click();
}

test("the message field counts its characters against the limit", async ({ page }) => {
  await openContact(page, { provider: "emailjs" });
  const messageField = field(page, "message");
  await expect(messageField).toHaveAccessibleDescription(`0 / ${message.max}`);
  await messageField.fill("  Hello there  ");
  await expect(messageField).toHaveAccessibleDescription(`11 / ${message.max}`);
});

for (const theme of ["light", "dark"] as const) {
  test(`no accessibility violations with errors showing, ${theme} theme`, async ({ page }) => {
    await setPreferences(page, { theme });
    await openContact(page, { provider: "mailto" });
    await submitButton(page).click();
    await expect(field(page, "name")).toHaveAttribute("aria-invalid", "true");
    const results = await axeScan(page).include("main").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  });
}

test("reached by client navigation, the page loads its form and validates", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await page.getByRole("banner").getByRole("link", { name: "Contact me" }).click();
  await page.waitForURL((url) => url.pathname === "/contact/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName("Contact");
  await submitButton(page).click();
  await expect(errorSummary(page)).toBeFocused();
  await expect(field(page, "name")).toHaveAccessibleDescription(text("en", "contactValidation.nameRequired"));
});

contactSeenTests();

for (const theme of ["light", "dark"] as const) {
  test(`the header's language and theme buttons stand out 3:1 from the header, ${theme} theme`, async ({ page }) => {
    await setPreferences(page, { theme });
    await openContact(page, { provider: "mailto" });
    const banner = page.getByRole("banner");
    for (const button of [banner.getByRole("button", { name: /choose language/i }), banner.getByRole("button", { name: /^Switch to/ })]) {
      expect((await borderContrast(button)).outside, String(button)).toBeGreaterThanOrEqual(3);
    }
  });
}
