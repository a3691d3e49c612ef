import type { ReactNode } from "react";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { withI18n } from "~/test/i18n";
import { Footer } from "./footer";
import { Header } from "./header";
import { Sidebar } from "./sidebar";
import { drawnPath } from "~/test/drawn-path";

// The layout of a site whose owner filled in site.json (identity-free.test.tsx: one who did not).
vi.mock("@content/site.json", () => ({
  default: {
    siteUrl: "https://kim.dev",
    email: "hej@kim.dev",
    name: "Kim Berg",
    logo: "KB",
    tagline: { en: "Designer who codes", sv: "Formgivare som kodar" },
    profiles: {
      instagram: "https://www.instagram.com/kimberg",
      github: "https://github.com/kimberg",
      behance: "https://www.behance.net/kimberg",
    },
  },
}));

function renderInRouter(element: ReactNode) {
  render(withI18n(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />));
}

describe("the layout with the owner's identity", () => {
  it("draws the logo from the owner's initials and shows their role as the tagline", () => {
    renderInRouter(<Header />);
    const home = screen.getByRole("link", { name: "KB, home" });
    expect(within(home).getByTestId("logo-text")).toHaveTextContent("KB");
    expect(within(home).queryByRole("img", { hidden: true })).toBeNull();
    expect(screen.getByText("Designer who codes")).toBeInTheDocument();
    expect(screen.queryByText("Web developer & graphic designer")).toBeNull();
  });

  it("puts the owner's name in the copyright line", () => {
    renderInRouter(<Footer />);
    // The whole line, so a trailing "All rights reserved" (which wraps on a phone) fails it.
    expect(within(screen.getByRole("contentinfo")).getByText(`© ${new Date().getFullYear()} Kim Berg`)).toBeInTheDocument();
  });

  it("names each profile in the footer, with the name it shows inside the name it has", () => {
    renderInRouter(<Footer />);
    const links = within(screen.getByRole("contentinfo")).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["GitHub", "Behance", "Instagram", "Contact"]);
    for (const link of links) expect(link).toHaveAccessibleName(expect.stringContaining(link.textContent!));
  });

  it("links each set profile once, in network order, opening in a new tab with its own icon", () => {
    renderInRouter(<Sidebar />);
    const links = within(screen.getByRole("complementary")).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([
      "Code on GitHub (opens in a new tab)",
      "Projects on Behance (opens in a new tab)",
      "Photos on Instagram (opens in a new tab)",
      "Contact",
    ]);
    expect(links.slice(0, 3).map((link) => link.getAttribute("href"))).toEqual([
      "https://github.com/kimberg",
      "https://www.behance.net/kimberg",
      "https://www.instagram.com/kimberg",
    ]);
    for (const link of links.slice(0, 3)) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const icons = links.slice(0, 3).map(drawnPath);
    expect(icons).not.toContain(null);
    expect(new Set(icons).size).toBe(3);
  });
});
