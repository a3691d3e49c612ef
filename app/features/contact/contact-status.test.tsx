import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { withI18n } from "~/test/i18n";
import { ContactStatusMessage } from "./contact-status";

const TO = "hello@portfolio.example.com";
const MAILTO = "mailto:hello@portfolio.example.com?subject=Hi&body=Hello";

describe("ContactStatusMessage", () => {
  it("is an empty live region while idle or sending", () => {
    const { rerender } = render(withI18n(<ContactStatusMessage status={{ kind: "idle" }} to={TO} />));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getByRole("status")).toHaveAttribute("aria-live", "polite");
    rerender(withI18n(<ContactStatusMessage status={{ kind: "submitting" }} to={TO} />));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("announces success", () => {
    render(withI18n(<ContactStatusMessage status={{ kind: "success" }} to={TO} />));
    expect(screen.getByRole("status")).toHaveTextContent(/^Thank you! Your message is on its way/);
  });

  it("says under the thanks when an answer comes, when the owner says so", () => {
    render(withI18n(<ContactStatusMessage status={{ kind: "success" }} to={TO} replyNote="Replies within a day" />));
    expect(screen.getByRole("status")).toHaveTextContent(/on its way.*Replies within a day$/);
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
