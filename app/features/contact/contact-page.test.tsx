import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeImage } from "~/test/fake-image";
import { withI18n } from "~/test/i18n";
import { TEXTS } from "~/test/owner-texts";
import { ContactPage } from "./contact-page";

// Without an e-mail provider the form hands the message to the visitor's mail program,
// addressed to the owner's e-mail in site.json.
vi.mock("@content/site.json", () => ({ default: { siteUrl: "https://kim.dev", email: "hej@kim.dev" } }));

describe("ContactPage", () => {
  it("offers the owner's address and sends the form's fallback mail to it", async () => {
    window.__EMAILJS_CONFIG__ = null;
    const opened: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    render(withI18n(<ContactPage portrait={{ light: fakeImage("contact/portrait"), dark: null }} texts={TEXTS.contact} />));
    // A minute later: past the spam guard's minimum fill time, as a person would be.
    const later = Date.now() + 60_000;
    vi.spyOn(Date, "now").mockImplementation(() => later);

    expect(screen.getByRole("link", { name: "hej@kim.dev" })).toHaveAttribute("href", "mailto:hej@kim.dev");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Name"), "Ada Lind");
    await user.type(screen.getByLabelText("Email"), "ada@lind.se");
    await user.type(screen.getByLabelText("Subject"), "A project");
    await user.type(screen.getByLabelText("Message"), "Could we talk about a new site?");
    fireEvent.submit(screen.getByRole("form"));

    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatch(/^mailto:hej@kim\.dev\?subject=A%20project&body=/);
    delete window.__EMAILJS_CONFIG__;
  });

  it("fetches the portrait at once: it is in the first view at every width", () => {
    render(withI18n(<ContactPage portrait={{ light: fakeImage("contact/portrait"), dark: null }} texts={TEXTS.contact} />));
    const portrait = screen.getByRole("img", { name: /portrait/i });
    expect(portrait).toHaveAttribute("loading", "eager");
    expect(portrait).toHaveAttribute("fetchpriority", "high");
  });

  it("shows the portrait's dark twin in the dark theme and the portrait in the light one", () => {
    const portrait = { light: fakeImage("contact/portrait"), dark: fakeImage("contact/portrait-dark") };
    render(withI18n(<ContactPage portrait={portrait} texts={TEXTS.contact} />));
    const [light, dark] = screen.getAllByRole("img", { name: /portrait/i });
    expect(light).toHaveClass("block", "dark:hidden");
    expect(light?.getAttribute("src")).toContain("contact/portrait.");
    expect(light).toHaveAttribute("fetchpriority", "high");
    expect(dark).toHaveClass("hidden", "dark:block");
    expect(dark?.getAttribute("src")).toContain("contact/portrait-dark");
  });
});
