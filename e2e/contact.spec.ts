import { CONTACT_LIMITS } from "../app/features/contact/limits";
import { expect, gotoHydrated, test } from "./support/fixtures";
import {
  errorSummary,
  field,
  fillForm,
  openContact,
  statusRegion,
  submitButton,
  text,
  type Lng,
  VALID,
} from "./contact-helpers";
import { contactSeenTests } from "./contact-seen";
import { axeScan } from "./support/axe";
import { ownerTexts } from "./owner-texts";
import { sitePath } from "./support/base-path";

// The contact page, its validation, and messages that follow the language while the values stay.

test("the contact page, its counter, a failed submit in both themes and a language switch that keeps every value", async ({
  page,
}) => {
  await openContact(page, { provider: "emailjs" });

  await test.step("the page has its heading, greeting, intro, portrait and a labelled form", async () => {
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

  await test.step("the message field counts its characters against the limit", async () => {
    const messageField = field(page, "message");
    await expect(messageField).toHaveAccessibleDescription(`0 / ${message.max}`);
    await messageField.fill("  Hello there  ");
    await expect(messageField).toHaveAccessibleDescription(`11 / ${message.max}`);
    await messageField.fill("");
    await expect(messageField).toHaveAccessibleDescription(`0 / ${message.max}`);
  });

  await test.step("a failed submit names every problem and moves focus to the error summary above the fields", async () => {
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

  for (const theme of ["light", "dark"] as const) {
    await test.step(`no accessibility violations with errors showing, ${theme} theme`, async () => {
      if (theme === "dark") {
        // The header, which holds the switch, hides while the page is scrolled down.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(page.getByRole("banner")).toHaveAttribute("data-visible", "true");
        await page.getByRole("button", { name: "Switch to dark theme" }).click();
      }
      if (theme === "dark") await expect(page.locator("body")).toHaveClass(/dark/);
      else await expect(page.locator("body")).not.toHaveClass(/dark/);
      await expect(field(page, "email")).toHaveAttribute("aria-invalid", "true");
      const results = await axeScan(page).include("main").analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
    });
  }

  await test.step("switching language rebuilds the messages and keeps every typed value", async () => {
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
});

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

// Every boundary of the schema, as the page shows it: the field marked invalid and described by
// its message, rechecked at each change after a first submit. One page, a step per field.
test("every field's rules at their boundaries, in en", async ({ page }) => {
  const lng = "en";
  await openContact(page, { lng, provider: "emailjs" });
  await submitButton(page).click();
  for (const fieldName of ["name", "email", "subject", "message"]) {
    await test.step(`every ${fieldName} rule at its boundaries, in ${lng}`, async () => {
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
    });
  }
  await expect(field(page, "companyName")).not.toHaveAttribute("aria-invalid");
});

function escape(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

async function switchLanguage(page: import("@playwright/test").Page, lng: Lng) {
  await page.getByRole("button", { name: /(choose language|välj språk)/i }).click();
  await page.getByRole("link", { name: lng === "sv" ? "Svenska" : "English", exact: true }).click();
}

test("reached by client navigation, the page loads its form and validates", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await page.getByRole("banner").getByRole("link", { name: "Contact me" }).click();
  await page.waitForURL((url) => sitePath(url) === "/contact/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName("Contact");
  await submitButton(page).click();
  await expect(errorSummary(page)).toBeFocused();
  await expect(field(page, "name")).toHaveAccessibleDescription(text("en", "contactValidation.nameRequired"));
});

contactSeenTests();
