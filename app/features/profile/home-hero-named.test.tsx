import type { ReactNode } from "react";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { I18nProvider } from "~/i18n/use-translation";
import { createServerI18n } from "~/i18n/server";
import { withI18n } from "~/test/i18n";
import { Header } from "~/features/layout/header";
import { HomeHero } from "./home-hero";
import { TEXTS } from "~/test/owner-texts";

// An owner who named themselves in site.json: the header and the hero say who this is.
vi.mock("@content/site.json", () => ({
  default: {
    siteUrl: "https://kim.dev",
    email: "hej@kim.dev",
    name: "Kim Berg",
    tagline: { en: "Designer who codes", sv: "Formgivare som kodar" },
    location: { en: "Malmö, Sweden", sv: "Malmö" },
    availability: { en: "Open to freelance work", sv: "Tar uppdrag" },
  },
}));
vi.mock("~/components/ui/hero-picture", () => ({ HeroPicture: () => null }));

function renderAt(path: string, element: ReactNode) {
  render(withI18n(<RouterProvider router={createMemoryRouter([{ path: "/*", element }], { initialEntries: [path] })} />));
}

describe("the site of a named owner", () => {
  it("shows the name beside the mark, over the role", () => {
    renderAt("/", <Header />);
    const banner = screen.getByRole("banner");
    const name = within(banner).getByText("Kim Berg");
    expect(within(name.parentElement!).getByText("Designer who codes")).toBeInTheDocument();
    // Beside the mark, outside the home link: the link keeps its short name.
    expect(screen.getByRole("link", { name: "Home" })).not.toContainElement(name);
    expect(name.parentElement!.className).toMatch(/min-\[380px\]:block/);
  });

  it("introduces the owner in the hero: name, then place and availability in the eyebrow", () => {
    renderAt("/", <HomeHero texts={TEXTS.hero} />);
    const hero = screen.getByRole("region", { name: /./ });
    const name = within(hero).getByText("Kim Berg");
    const eyebrow = within(hero).getByText(/Malmö, Sweden/);
    expect(eyebrow).toHaveTextContent("Malmö, Sweden · Open to freelance work");
    // Name first, then the eyebrow, then the headline.
    const heading = within(hero).getByRole("heading", { level: 1 });
    expect(name.compareDocumentPosition(eyebrow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(eyebrow.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says where the owner is and whether they take on work in Swedish on a Swedish page", () => {
    render(
      <I18nProvider i18n={createServerI18n("sv")}>
        <RouterProvider
          router={createMemoryRouter([{ path: "/*", element: <HomeHero texts={TEXTS.hero} /> }], { initialEntries: ["/sv/"] })}
        />
      </I18nProvider>,
    );
    expect(screen.getByText(/Malmö/)).toHaveTextContent(/^Malmö · Tar uppdrag$/);
  });
});
