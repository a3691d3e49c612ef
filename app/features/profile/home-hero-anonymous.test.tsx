import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { meta as OWNER_META } from "@test-content/en/texts.json";
import { withI18n } from "~/test/i18n";
import { Header } from "~/features/layout/header";
import { HomeHero } from "./home-hero";
import { TEXTS } from "~/test/owner-texts";

// An owner who set no name: the site stays anonymous, as the demo is.
vi.mock("@content/site.json", () => ({
  default: { siteUrl: "https://anon.example", email: "hello@anon.example" },
}));
vi.mock("~/components/ui/hero-picture", () => ({ HeroPicture: () => null }));

const renderHome = () =>
  render(
    withI18n(
      <RouterProvider
        router={createMemoryRouter([{ path: "/", element: <><Header /><HomeHero texts={TEXTS.hero} /></> }])}
      />,
    ),
  );

describe("the site of an owner without a name", () => {
  it("names nobody: the header shows the mark and the role only", () => {
    renderHome();
    const banner = screen.getByRole("banner");
    const role = within(banner).getByText(OWNER_META.homeTitle);
    expect(role.parentElement!.children).toHaveLength(1);
  });

  it("keeps the hero's eyebrow for the role, with no name line", () => {
    renderHome();
    const hero = screen.getByRole("region");
    const eyebrow = within(hero).getByText(TEXTS.hero.subTitle);
    expect(eyebrow.closest("p")!.className).toContain("uppercase");
    expect(hero.querySelector("p")).toBe(eyebrow.closest("p"));
  });
});
