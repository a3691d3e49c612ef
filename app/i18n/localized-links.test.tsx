import { render, screen } from "@testing-library/react";
import { I18nProvider } from "~/i18n/use-translation";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Language } from "./languages";
import { Link, NavLink } from "./localized-links";
import { createServerI18n } from "./server";

function renderIn(lng: Language, path: string) {
  render(
    <I18nProvider i18n={createServerI18n(lng)}>
      <MemoryRouter initialEntries={[path]}>
        <Link to="/contact">contact</Link>
        <Link to={{ pathname: "/portfolio", hash: "#frontend" }}>frontend</Link>
        <Link to="#top">top</Link>
        <NavLink to="/blog">blog</NavLink>
        <NavLink to="/portfolio">portfolio</NavLink>
        <Link to="/blog/rss.xml">feed</Link>
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe("localized links", () => {
  it("lead to Swedish pages from a Swedish page", () => {
    renderIn("sv", "/sv/blog");
    expect(screen.getByRole("link", { name: "contact" })).toHaveAttribute("href", "/sv/contact/");
    expect(screen.getByRole("link", { name: "frontend" })).toHaveAttribute("href", "/sv/portfolio/#frontend");
    expect(screen.getByRole("link", { name: "blog" })).toHaveAttribute("href", "/sv/blog/");
    expect(screen.getByRole("link", { name: "blog" })).toHaveAttribute("aria-current", "page");
  });

  it("stay bare on an English page, and leave a hash alone", () => {
    renderIn("en", "/blog");
    expect(screen.getByRole("link", { name: "contact" })).toHaveAttribute("href", "/contact/");
    expect(screen.getByRole("link", { name: "blog" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "feed" })).toHaveAttribute("href", "/blog/rss.xml");
    expect(screen.getByRole("link", { name: "top" }).getAttribute("href")).toMatch(/#top$/);
  });

  it.each(["/blog", "/blog/", "/blog/page/2", "/blog/page/2/"])("mark the menu's page as current at %s, in either form", (path) => {
    renderIn("en", path);
    expect(screen.getByRole("link", { name: "blog" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "portfolio" })).not.toHaveAttribute("aria-current");
  });

  it("mark no menu page as current on a page whose path only starts like it", () => {
    renderIn("en", "/blogroll");
    expect(screen.getByRole("link", { name: "blog" })).not.toHaveAttribute("aria-current");
  });
});
