import { render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeIntersectionObserver } from "~/lib/intersection.test-helper";
import { withI18n } from "~/test/i18n";
import { AboutMe } from "./about-me";
import { PROFILE } from "./profile.test-helper";
import { TEXTS } from "~/test/owner-texts";

function renderAboutMe() {
  render(withI18n(<MemoryRouter><AboutMe aboutMe={PROFILE.aboutMe} intro={TEXTS.profile.aboutMe} /></MemoryRouter>));
  const me = document.getElementById("me")!;
  const details = me.querySelector("details")!;
  return { text: screen.getByText("Intro paragraph.").closest(".leading-relaxed")!, me, details };
}

describe("AboutMe", () => {
  beforeEach(() => void fakeIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it("starts collapsed to 5 lines (10 on large screens) while its disclosure is closed, the rest inert", () => {
    const { text, details } = renderAboutMe();
    expect(details.open).toBe(false);
    expect(details.querySelector("summary")).toHaveTextContent("Read more");
    expect(text.className).toContain("group-has-[details[data-disclosure]:not([open])]/disclosed:line-clamp-5");
    expect(text.className).toContain("lg:group-has-[details[data-disclosure]:not([open])]/disclosed:line-clamp-10");
    expect(text.closest(".group\\/disclosed")).toContainElement(details);
    expect(screen.getByText("Philosophy text.").closest("[inert]")).not.toBeNull();
    expect(screen.getByText("Intro paragraph.").closest("[inert]")).toBeNull();
  });

  it("expands to background, journey, philosophy and a contact link", async () => {
    const { details } = renderAboutMe();
    details.open = true;
    await waitFor(() => expect(screen.getByText("Journey text.").closest("[inert]")).toBeNull());
    for (const heading of ["Background", "Journey", "Philosophy"]) {
      expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/contact/");
  });

  it("scrolls back to #me when collapsing, not when expanding", async () => {
    const { me, details } = renderAboutMe();
    me.scrollIntoView = vi.fn();
    details.open = true;
    await waitFor(() => expect(screen.getByText("Journey text.").closest("[inert]")).toBeNull());
    expect(me.scrollIntoView).not.toHaveBeenCalled();
    details.open = false;
    await waitFor(() => expect(me.scrollIntoView).toHaveBeenCalledTimes(1));
    expect(screen.getByText("Journey text.").closest("[inert]")).not.toBeNull();
  });

  it("prerenders nothing the toggle needs JavaScript for: no inert, no inline style", () => {
    const html = renderToString(withI18n(<MemoryRouter><AboutMe aboutMe={PROFILE.aboutMe} intro={TEXTS.profile.aboutMe} /></MemoryRouter>));
    expect(html).not.toMatch(/\binert\b/);
    expect(html).not.toMatch(/<style|<noscript/);
  });
});
