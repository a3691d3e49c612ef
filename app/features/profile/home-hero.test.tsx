import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { withI18n } from "~/test/i18n";
import { HomeHero } from "./home-hero";

vi.mock("~/components/ui/hero-picture", () => ({ HeroPicture: () => null }));

describe("HomeHero", () => {
  it("renders the translated title, subtitle, intro and text", () => {
    const router = createMemoryRouter([{ path: "/", element: <HomeHero /> }]);
    render(withI18n(<RouterProvider router={router} />));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("I build websites and design brands");
    expect(screen.getByRole("heading", { level: 1 }).querySelectorAll("span.text-accent")).toHaveLength(2);
    for (const text of ["Web developer & graphic designer", "Hi, welcome in.", /I turn ideas into fast/]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it("scrolls smoothly to the top and opens /portfolio/my-work", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: "/", element: <HomeHero /> },
      { path: "/portfolio/my-work", element: <p>my work</p> },
    ]);
    render(withI18n(<RouterProvider router={router} />));
    fireEvent.click(screen.getByRole("link", { name: /See my work/ }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
    expect(await screen.findByText("my work")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/portfolio/my-work/");
  });
});
