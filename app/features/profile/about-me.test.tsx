import { fireEvent, render, screen } from "@testing-library/react";
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
  return { text: document.getElementById("about-me-text")!, me: document.getElementById("me")! };
}

describe("AboutMe", () => {
  beforeEach(() => void fakeIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it("starts collapsed to 5 lines (10 on large screens) with the rest inert", () => {
    const { text } = renderAboutMe();
    const toggle = screen.getByRole("button", { name: "Read more" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "about-me-text");
    expect(text.className).toContain("line-clamp-5");
    expect(text.className).toContain("lg:line-clamp-10");
    expect(screen.getByText("Philosophy text.").closest("[inert]")).not.toBeNull();
    expect(screen.getByText("Intro paragraph.").closest("[inert]")).toBeNull();
  });

  it("expands to background, journey, philosophy and a contact link", () => {
    const { text } = renderAboutMe();
    fireEvent.click(screen.getByRole("button", { name: "Read more" }));
    expect(screen.getByRole("button", { name: "Read less" })).toHaveAttribute("aria-expanded", "true");
    expect(text.className).not.toContain("line-clamp");
    for (const heading of ["Background", "Journey", "Philosophy"]) {
      expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText("Journey text.").closest("[inert]")).toBeNull();
    expect(screen.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/contact/");
  });

  it("scrolls back to #me when collapsing, not when expanding", () => {
    const { me } = renderAboutMe();
    me.scrollIntoView = vi.fn();
    fireEvent.click(screen.getByRole("button", { name: "Read more" }));
    expect(me.scrollIntoView).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Read less" }));
    expect(me.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Read more" })).toHaveAttribute("aria-expanded", "false");
  });

  it("prerenders nothing the toggle needs JavaScript for: no inert, no inline style", () => {
    const html = renderToString(withI18n(<MemoryRouter><AboutMe aboutMe={PROFILE.aboutMe} intro={TEXTS.profile.aboutMe} /></MemoryRouter>));
    expect(html).not.toMatch(/\binert\b/);
    expect(html).not.toMatch(/<style|<noscript/);
  });
});
