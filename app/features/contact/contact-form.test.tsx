import { act, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTACT_MIN_FILL_MS, CONTACT_SUBMIT_DELAY_MS, CONTACT_SUCCESS_MS } from "./limits";
import { withI18n } from "~/test/i18n";
import { ContactForm } from "./contact-form";
import { sendEmail } from "./send-email";

vi.mock("./send-email", () => ({
  preloadEmailLibrary: vi.fn(),
  sendEmail: vi.fn(async () => ({ ok: true })),
}));

const CONFIG = { serviceId: "service_1", templateId: "template_1", publicKey: "public_1" };
const MESSAGE = {
  name: "Åsa-Lena O'Brien",
  email: "asa@example.com",
  companyName: "",
  subject: "A new website",
  message: "Hello there, I need a site.",
};
const SUCCESS = /^Thank you! Your message has been sent/;

/** The form, inside a router: the sent message links on to other pages. */
function renderForm() {
  return render(withI18n(<MemoryRouter><ContactForm to="hello@example.com" /></MemoryRouter>));
}

/** Types into the fields; the first touch fetches the form's checks, awaited here. */
async function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const control = document.querySelector<HTMLInputElement>(`form [name="${name}"]`)!;
    fireEvent.focus(control);
    fireEvent.input(control, { target: { value } });
  }
  await act(() => vi.dynamicImportSettled());
}

async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Send message" }));
  });
}

/** Lets the page's clock run on by `ms`, settling what the timers set off. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  window.__EMAILJS_CONFIG__ = CONFIG;
  vi.mocked(sendEmail).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  delete window.__EMAILJS_CONFIG__;
});

describe("ContactForm's spam guard", () => {
  it("sends a message written as fast as autofill and a paste, once the minimum time is up", async () => {
    renderForm();
    await fill(MESSAGE);
    await send();

    expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await pass(CONTACT_SUBMIT_DELAY_MS);
    expect(sendEmail).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).not.toHaveTextContent(SUCCESS);

    await pass(CONTACT_MIN_FILL_MS - CONTACT_SUBMIT_DELAY_MS);
    expect(sendEmail).toHaveBeenCalledTimes(1);
    expect(vi.mocked(sendEmail).mock.calls[0]?.[1]).toEqual(MESSAGE);
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS);
  });

  it("counts from the first touch of a field: a message written slowly waits only the usual second", async () => {
    renderForm();
    await fill({ name: MESSAGE.name });
    await pass(CONTACT_MIN_FILL_MS);
    await fill(MESSAGE);
    await send();

    await pass(CONTACT_SUBMIT_DELAY_MS);
    expect(sendEmail).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS);
  });

  it("drops a message with a filled honeypot without a word, and sends nothing", async () => {
    renderForm();
    await fill(MESSAGE);
    document.querySelector<HTMLInputElement>('input[name="website"]')!.value = "https://spam.example";
    await pass(CONTACT_MIN_FILL_MS);
    await send();

    await pass(CONTACT_MIN_FILL_MS);
    expect(screen.getByRole("status")).toHaveTextContent(SUCCESS);
    expect(sendEmail).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("");
  });
});

describe("ContactForm's checks, fetched at the first touch", () => {
  it("checks a send pressed before they arrived, once they are in", async () => {
    renderForm();
    await send();
    await act(() => vi.dynamicImportSettled());
    await pass(0);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("group", { name: "4 fields need attention" })).toHaveFocus();
    expect(sendEmail).not.toHaveBeenCalled();
  });

  it("keeps and counts what was typed while they were on their way, and checks it", async () => {
    renderForm();
    const field = screen.getByRole("textbox", { name: "Message" });
    fireEvent.input(field, { target: { value: "  Hi  " } });
    expect(field).toHaveAccessibleDescription(/^2 \//);
    await act(() => vi.dynamicImportSettled());
    expect(field).toHaveValue("  Hi  ");
    await send();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(/at least/);
  });
});

describe("ContactForm's sent state", () => {
  it("puts the sent message in the form's place for the success time, the fields out of reach, then gives back an empty form", async () => {
    renderForm();
    await fill(MESSAGE);
    await send();
    await pass(CONTACT_MIN_FILL_MS);

    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(SUCCESS);
    // In the form's place, not over it: the card is only as tall as the message.
    expect(status).not.toHaveClass("absolute");
    // The thanks heading holds the focus, so a screen reader starts there and the keyboard goes on
    // to the next steps.
    expect(screen.getByRole("heading", { level: 2, name: SUCCESS })).toHaveFocus();
    expect(screen.getByRole("link", { name: "See my work" })).toHaveAttribute("href", "/portfolio/");
    expect(screen.getByRole("link", { name: "Read the blog" })).toHaveAttribute("href", "/blog/");
    // Nothing of the form can be reached or seen meanwhile: not a field, not the button.
    for (const control of [screen.getByRole("textbox", { name: /Name/ }), screen.getByRole("button", { name: "Send message" })]) {
      expect(control.closest("[inert]")).toHaveClass("hidden");
    }

    await pass(CONTACT_SUCCESS_MS);
    expect(status).toBeEmptyDOMElement();
    expect(document.querySelector("form .hidden")).toBeNull();
    expect(screen.getByRole("textbox", { name: /Name/ })).toHaveValue("");
    expect(document.querySelector("form [inert]")).toBeNull();
    expect(screen.getByRole("button", { name: "Send message" })).toHaveFocus();
  });
});

describe("ContactForm's error summary", () => {
  it("counts the invalid fields, links each to its field and takes the focus", async () => {
    renderForm();
    await fill({ name: MESSAGE.name, email: "nope" });
    await send();
    const summary = screen.getByRole("group", { name: "3 fields need attention" });
    expect(summary).toHaveFocus();
    const links = screen.getAllByRole("link").filter((link) => summary.contains(link));
    expect(links.map((link) => link.textContent)).toEqual(["Email", "Subject", "Message"]);
    expect(links[0]).toHaveAttribute("href", `#${screen.getByRole("textbox", { name: "Email" }).id}`);
    fireEvent.click(links[0]!);
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveFocus();
  });

  it("says one field in the singular, and goes once every field is valid", async () => {
    renderForm();
    await fill({ ...MESSAGE, subject: "" });
    await send();
    expect(screen.getByRole("group", { name: "1 field needs attention" })).toBeInTheDocument();
    await fill({ subject: MESSAGE.subject });
    await pass(0);
    expect(screen.queryByRole("group", { name: /need/ })).not.toBeInTheDocument();
  });
});

describe("ContactForm's send button", () => {
  // With no provider the form sends nothing itself, so its button and note must not say it does.
  it("says it sends where a provider sends, and that it opens the mail program where none does", () => {
    const { unmount } = renderForm();
    expect(screen.getByRole("button", { name: "Send message" })).toBeInTheDocument();
    expect(screen.getByText(/straight to my inbox/)).toBeInTheDocument();
    unmount();
    window.__EMAILJS_CONFIG__ = null;
    renderForm();
    expect(screen.getByRole("button", { name: "Open in your email program" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send message" })).toBeNull();
    expect(screen.getByText(/Nothing is sent until you press send there/)).toBeInTheDocument();
    expect(screen.queryByText(/inbox/)).toBeNull();
  });
});
