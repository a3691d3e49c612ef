import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { withI18n } from "~/test/i18n";
import { HomeHero } from "./home-hero";
import { TEXTS } from "~/test/owner-texts";

// An owner without a name who says where they are and whether they take on work.
vi.mock("@content/site.json", () => ({
  default: {
    siteUrl: "https://anon.example",
    email: "hello@anon.example",
    location: { en: "Malmö, Sweden", sv: "Malmö" },
    availability: { en: "Open to freelance work", sv: "Tar emot uppdrag" },
  },
}));
vi.mock("~/components/ui/hero-picture", () => ({ HeroPicture: () => null }));

describe("the hero of an owner without a name, with place and availability", () => {
  it("keeps the role as the eyebrow and puts place and availability on a line of their own, no dot starting a line", () => {
    render(withI18n(<RouterProvider router={createMemoryRouter([{ path: "/", element: <HomeHero texts={TEXTS.hero} /> }])} />));
    const eyebrow = within(screen.getByRole("region")).getByText(TEXTS.hero.subTitle).closest("p")!;
    const facts = within(eyebrow).getByText(/Malmö, Sweden/);
    expect(facts).toHaveTextContent("Malmö, Sweden · Open to freelance work");
    expect(facts.className).toContain("block");
    // The dot is held to the fact before it by a no-break space, so a wrap falls after it.
    expect(facts.textContent).toContain("Sweden\u00a0· Open");
  });
});
