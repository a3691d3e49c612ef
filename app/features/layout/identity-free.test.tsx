import type { ReactNode } from "react";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { meta as OWNER_META } from "@test-content/en/texts.json";
import { withI18n } from "~/test/i18n";
import { Footer } from "./footer";
import { Header } from "./header";
import { Sidebar } from "./sidebar";

// An owner who set no name, logo or tagline keeps the neutral site (like the demo content).
vi.mock("@content/site.json", () => ({
  default: {
    siteUrl: "https://kim.dev",
    email: "hej@kim.dev",
    profiles: { linkedin: "https://www.linkedin.com/in/kimberg" },
  },
}));

function renderInRouter(element: ReactNode) {
  render(withI18n(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />));
}

describe("the layout without an identity", () => {
  it("keeps the site's own mark and the role of texts.json", () => {
    renderInRouter(<Header />);
    const home = screen.getByRole("link", { name: "Home" });
    expect(within(home).queryByTestId("logo-text")).toBeNull();
    expect(home.querySelectorAll("img")).toHaveLength(2);
    expect(screen.getByText(OWNER_META.homeTitle)).toBeInTheDocument();
  });

  // A lazy image under display:none is never fetched, and React writes no preload for it: a
  // light-theme visitor does not download the dark mark. The light one is the default theme's.
  it("loads the dark mark only where the theme shows it", () => {
    renderInRouter(<Header />);
    const [light, dark] = screen.getByRole("link", { name: "Home" }).querySelectorAll("img");
    expect(light?.className).toContain("dark:hidden");
    expect(light?.getAttribute("loading")).toBeNull();
    expect(dark?.className).toContain("dark:block");
    expect(dark?.getAttribute("loading")).toBe("lazy");
  });

  it("keeps the neutral copyright line", () => {
    renderInRouter(<Footer />);
    // The whole line, so a trailing "All rights reserved" (which wraps on a phone) fails it.
    expect(within(screen.getByRole("contentinfo")).getByText(`© ${new Date().getFullYear()} Portfolio`)).toBeInTheDocument();
  });

  it("links only the profiles that are set", () => {
    renderInRouter(<Sidebar />);
    const links = within(screen.getByRole("complementary")).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["https://www.linkedin.com/in/kimberg", "/contact/"]);
  });
});
