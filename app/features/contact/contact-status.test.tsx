import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { withI18n } from "~/test/i18n";
import { ContactStatusMessage } from "./contact-status";

const TO = "hello@portfolio.example.com";
// The sent message links on to other pages, so it renders inside a router.
const inRouter = (node: ReactNode) => <MemoryRouter>{node}</MemoryRouter>;
const MAILTO = "mailto:hello@portfolio.example.com?subject=Hi&body=Hello";

describe("ContactStatusMessage", () => {
  it("is an empty live region while idle or sending", () => {
    const { rerender } = render(withI18n(<ContactStatusMessage status={{ kind: "idle" }} to={TO} />));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getByRole("status")).toHaveAttribute("aria-live", "polite");
    rerender(withI18n(<ContactStatusMessage status={{ kind: "submitting" }} to={TO} />));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("announces success under a heading", () => {
    render(withI18n(inRouter(<ContactStatusMessage status={{ kind: "success", subject: "A new website" }} to={TO} />)));
    expect(screen.getByRole("status")).toHaveTextContent(/^Thank you! Your message is on its way/);
    expect(screen.getByRole("heading", { level: 2, name: "Thank you! Your message is on its way." })).toHaveAttribute("tabindex", "-1");
  });

  it("recaps under the thanks where the message went and its subject", () => {
    render(withI18n(inRouter(<ContactStatusMessage status={{ kind: "success", subject: "A new website" }} to={TO} />)));
    const heading = screen.getByRole("heading", { level: 2 });
    const recap = screen.getByText("To hello@portfolio.example.com").closest("p")!;
    expect(recap).toHaveTextContent(/^To hello@portfolio\.example\.com · Subject: A new website$/);
    expect(heading.compareDocumentPosition(recap) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("offers the next steps after the thanks: the work first, then the blog", () => {
    render(withI18n(inRouter(<ContactStatusMessage status={{ kind: "success", subject: "A new website" }} to={TO} />)));
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["See my work", "/portfolio/"],
      ["Read the blog", "/blog/"],
    ]);
  });

  it("announces a failure with the mail program as a way out", () => {
    render(withI18n(<ContactStatusMessage status={{ kind: "error", mailto: MAILTO }} to={TO} />));
    expect(screen.getByRole("status")).toHaveTextContent(/^Sorry, your message could not be sent/);
    expect(screen.getByRole("link", { name: "Or send it from your own email program" })).toHaveAttribute("href", MAILTO);
  });

  it("after opening the mail program, offers the address with the message filled in", () => {
    render(withI18n(<ContactStatusMessage status={{ kind: "mailto", mailto: MAILTO }} to={TO} />));
    expect(screen.getByRole("status")).toHaveTextContent(/should now open with your message.*write to me at hello@portfolio\.example\.com\./);
    expect(screen.getByRole("link", { name: TO })).toHaveAttribute("href", MAILTO);
  });
});
