import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { Portrait } from "~/content/portrait.server";
import type { ResponsiveImageData } from "~/content/image-types";
import { withI18n } from "~/test/i18n";
import { TEXTS } from "~/test/owner-texts";
import { HomeHero } from "./home-hero";

// The owner's face sits in the home hero beside their name, with its dark twin, and never competes
// with the hero picture for the first paint.
vi.mock("@content/site.json", () => ({
  default: { siteUrl: "https://kim.dev", email: "hej@kim.dev", name: "Kim Berg", portrait: "contact/portrait" },
}));
vi.mock("~/components/ui/hero-picture", () => ({ HeroPicture: () => null }));

const image = (id: string): ResponsiveImageData => ({
  id,
  width: 960,
  height: 1200,
  src: `/img/${id}.webp`,
  avif: `/img/${id}-160.avif 160w`,
  webp: `/img/${id}-160.webp 160w`,
});

function renderHero(portrait?: Portrait) {
  const router = createMemoryRouter([{ path: "/", element: <HomeHero texts={TEXTS.hero} portrait={portrait} /> }]);
  return render(withI18n(<RouterProvider router={router} />)).container;
}

describe("the home hero's portrait", () => {
  it("shows the portrait beside the name, sized and lazy, and its dark twin only in the dark theme", () => {
    const hero = renderHero({ light: image("contact/portrait"), dark: image("contact/portrait-dark") });
    const [light, dark] = [...hero.querySelectorAll<HTMLImageElement>("#home img")];
    expect(light?.getAttribute("src")).toBe("/img/contact/portrait.webp");
    expect(dark?.getAttribute("src")).toBe("/img/contact/portrait-dark.webp");
    for (const img of [light!, dark!]) {
      expect(img).toHaveAttribute("width", "960");
      expect(img).toHaveAttribute("height", "1200");
      expect(img).toHaveAttribute("loading", "lazy");
      expect(img).not.toHaveAttribute("fetchpriority");
    }
    expect(light!.className).toMatch(/(^| )dark:hidden( |$)/);
    expect(dark!.className).toMatch(/(^| )hidden dark:block( |$)/);
    // Beside the name: the portrait and the name share the identity row.
    const row = screen.getByText("Kim Berg").closest("div")!.parentElement!;
    expect(row).toContainElement(light!);
  });

  // The site's print signature frames the face: a trimmed square with crop marks, not an app's
  // round avatar.
  it("frames the portrait as a print with crop marks, not a disc", () => {
    const hero = renderHero({ light: image("contact/portrait"), dark: image("contact/portrait-dark") });
    const frame = hero.querySelector("#home img")!.closest(".crop-marks-shown");
    expect(frame).not.toBeNull();
    expect(frame!.className).not.toMatch(/rounded-full/);
  });

  it("shows the one portrait in both themes when there is no dark twin", () => {
    const hero = renderHero({ light: image("contact/portrait"), dark: null });
    const imgs = hero.querySelectorAll<HTMLImageElement>("#home img");
    expect(imgs).toHaveLength(1);
    expect(imgs[0]!.className).not.toMatch(/dark:/);
  });

  it("draws no portrait when the page has none", () => {
    expect(renderHero().querySelectorAll("#home img")).toHaveLength(0);
  });
});
