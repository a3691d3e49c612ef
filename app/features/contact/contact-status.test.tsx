import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createServerI18n } from "~/i18n/server";
import { I18nProvider } from "~/i18n/use-translation";
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
    expect(screen.getByRole("status")).toHaveTextContent(/^Thank you! Your message has been sent/);
    expect(screen.getByRole("heading", { level: 2, name: "Thank you! Your message has been sent." })).toHaveAttribute("tabindex", "-1");
  });

  it("marks the thanks with the site's one check-mark colour, the accent", () => {
    render(withI18n(inRouter(<ContactStatusMessage status={{ kind: "success", subject: "A new website" }} to={TO} />)));
    const check = screen.getByRole("status").querySelector("[data-check]");
    expect(check).toHaveClass("bg-accent");
    expect(check).not.toHaveClass("bg-success");
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
    expect(screen.getByRole("status")).toHaveTextContent(/should now be open with your message.*Write to me at hello@portfolio\.example\.com\./);
    expect(screen.getByRole("link", { name: TO })).toHaveAttribute("href", MAILTO);
  });

  // Handing the message to the mail program sends nothing: the note says so, and never thanks.
  it("after opening the mail program, says the message is not sent yet, in every language", () => {
    const { rerender } = render(withI18n(<ContactStatusMessage status={{ kind: "mailto", mailto: MAILTO }} to={TO} />));
    expect(screen.getByRole("status")).toHaveTextContent(/It has not been sent yet: press send there\./);
    expect(screen.getByRole("status")).not.toHaveTextContent(/Thank you|inbox/);
    rerender(
      <I18nProvider i18n={createServerI18n("sv")}>
        <ContactStatusMessage status={{ kind: "mailto", mailto: MAILTO }} to={TO} />
      </I18nProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent(/Det är inte skickat än – tryck på Skicka i mejlprogrammet\./);
  });
});
