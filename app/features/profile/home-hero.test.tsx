import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { withI18n } from "~/test/i18n";
import { HomeHero } from "./home-hero";
import { TEXTS } from "~/test/owner-texts";

vi.mock("~/components/ui/hero-picture", () => ({ HeroPicture: () => null }));

describe("HomeHero", () => {
  it("renders the owner's title, subtitle, intro and text from content, the title's accents as spans", () => {
    const router = createMemoryRouter([{ path: "/", element: <HomeHero texts={TEXTS.hero} /> }]);
    render(withI18n(<RouterProvider router={router} />));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Making sites and signs");
    expect(screen.getByRole("heading", { level: 1 }).querySelectorAll("span.text-accent")).toHaveLength(2);
    for (const text of ["Maker of things", "Hello there.", "A paragraph about what the owner does."]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it("opens the paragraph with the greeting instead of giving it a level of its own", () => {
    const router = createMemoryRouter([{ path: "/", element: <HomeHero texts={TEXTS.hero} /> }]);
    render(withI18n(<RouterProvider router={router} />));
    const paragraph = screen.getByText("A paragraph about what the owner does.").closest("p")!;
    expect(paragraph).toContainElement(screen.getByText("Hello there."));
    expect(paragraph.textContent).toBe("Hello there. A paragraph about what the owner does.");
    expect(screen.getByText("Hello there.").closest("[class*=font-semibold],[class*=font-bold]")).toBe(null);
  });

  it("scrolls smoothly to the top and opens /portfolio/my-work", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: "/", element: <HomeHero texts={TEXTS.hero} /> },
      { path: "/portfolio/my-work", element: <p>my work</p> },
    ]);
    render(withI18n(<RouterProvider router={router} />));
    fireEvent.click(screen.getByRole("link", { name: /See my work/ }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    expect(await screen.findByText("my work")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/portfolio/my-work/");
  });
});
