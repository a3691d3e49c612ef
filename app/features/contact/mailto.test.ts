import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto";

describe("mailtoHref", () => {
  it("fills subject and body, signed with name, company and email", () => {
    const href = mailtoHref("hello@portfolio.example.com", {
      name: "Åsa-Lena O'Brien",
      email: "asa@example.com",
      companyName: "Studio & Co",
      subject: "A new website?",
      message: "Hello there,\nI need a site.",
    });
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("hello@portfolio.example.com");
    expect(href).not.toContain("+");
    expect(url.searchParams.get("subject")).toBe("A new website?");
    expect(url.searchParams.get("body")).toBe(
      "Hello there,\nI need a site.\n\nÅsa-Lena O'Brien\nStudio & Co\nasa@example.com",
    );
  });

  it("leaves out an empty company", () => {
    const href = mailtoHref("me@example.com", {
      name: "Al",
      email: "al@example.com",
      companyName: "",
      subject: "Hi",
      message: "Ten chars!",
    });
    expect(new URL(href).searchParams.get("body")).toBe("Ten chars!\n\nAl\nal@example.com");
  });
});
