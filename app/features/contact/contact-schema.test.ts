import { describe, expect, it } from "vitest";
import { contactSchema, EMPTY_MESSAGE, type ContactField, type ContactMessage } from "./contact-schema";

const VALID: ContactMessage = {
  name: "Åsa-Lena O'Brien",
  email: "asa@example.com",
  companyName: "",
  subject: "A new website",
  message: "Hello there, I need a site.",
};

/** The first message for a field, as the form shows it, or null when the field is valid. */
function firstError(field: ContactField, value: string): string | null {
  const result = contactSchema.safeParse({ ...VALID, [field]: value });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

describe("contactSchema", () => {
  it("accepts a complete message and trims every field", () => {
    const result = contactSchema.parse({
      name: "  Åsa-Lena O'Brien ",
      email: " asa@example.com  ",
      companyName: "  Studio Nord ",
      subject: "\tHi ",
      message: "  Ten chars!  ",
    });
    expect(result).toEqual({
      name: "Åsa-Lena O'Brien",
      email: "asa@example.com",
      companyName: "Studio Nord",
      subject: "Hi",
      message: "Ten chars!",
    });
  });

  it("asks for every required field of an empty form, and not for the company", () => {
    const result = contactSchema.safeParse(EMPTY_MESSAGE);
    expect(result.success).toBe(false);
    const firsts = new Map<unknown, string>();
    for (const issue of result.error?.issues ?? []) {
      if (!firsts.has(issue.path[0])) firsts.set(issue.path[0], issue.message);
    }
    expect(Object.fromEntries(firsts)).toEqual({
      name: "contactValidation.nameRequired",
      email: "contactValidation.emailRequired",
      subject: "contactValidation.subjectRequired",
      message: "contactValidation.messageRequired",
    });
  });

  it.each([
    ["", "contactValidation.nameRequired"],
    ["   ", "contactValidation.nameRequired"],
    ["A", "contactValidation.nameMin"],
    [" A ", "contactValidation.nameMin"],
    ["Al", null],
    ["A".repeat(32), null],
    [` ${"A".repeat(32)} `, null],
    ["A".repeat(33), "contactValidation.nameMax"],
    ["John3", "contactValidation.nameCharacters"],
    ["Jo@n", "contactValidation.nameCharacters"],
    ["Jo\tn", "contactValidation.nameCharacters"],
    ["Åsa-Lena O'Brien", null],
    ["Zoë D’Arcy", null],
    ["Ångström", null],
  ])("name %j → %s", (value, expected) => {
    expect(firstError("name", value)).toBe(expected);
  });

  it.each([
    ["", "contactValidation.emailRequired"],
    ["  ", "contactValidation.emailRequired"],
    ["asa", "contactValidation.emailInvalid"],
    ["asa@example", "contactValidation.emailInvalid"],
    ["asa@@example.com", "contactValidation.emailInvalid"],
    ["  asa@example.com ", null],
    ["a.s+a@mail.example.se", null],
  ])("email %j → %s", (value, expected) => {
    expect(firstError("email", value)).toBe(expected);
  });

  it.each([
    ["", "contactValidation.subjectRequired"],
    ["a", "contactValidation.subjectMin"],
    ["ab", null],
    ["a".repeat(64), null],
    ["a".repeat(65), "contactValidation.subjectMax"],
  ])("subject case %# → %s", (value, expected) => {
    expect(firstError("subject", value)).toBe(expected);
  });

  it.each([
    ["", "contactValidation.messageRequired"],
    ["a".repeat(9), "contactValidation.messageMin"],
    [`   ${"a".repeat(9)}   `, "contactValidation.messageMin"],
    ["a".repeat(10), null],
    ["a".repeat(1000), null],
    ["a".repeat(1001), "contactValidation.messageMax"],
  ])("message case %# → %s", (value, expected) => {
    expect(firstError("message", value)).toBe(expected);
  });

  it("leaves the company name optional and free", () => {
    expect(firstError("companyName", "")).toBeNull();
    expect(firstError("companyName", "X3 & Co. AB")).toBeNull();
  });
});
