import { describe, expect, it } from "vitest";
import { CONTACT_FIELDS } from "./contact-fields";
import { EMPTY_MESSAGE } from "./contact-schema";

describe("CONTACT_FIELDS", () => {
  it("names every field of the schema once, in the form's order", () => {
    expect(CONTACT_FIELDS).toEqual(Object.keys(EMPTY_MESSAGE));
  });
});
