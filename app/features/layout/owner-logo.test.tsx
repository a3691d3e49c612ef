import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { withI18n } from "~/test/i18n";
import { FAVICONS } from "~/features/theme/favicons";

// An owner who adds their own logo.svg: the build sets __OWNER_LOGO__, and the header shows that
// file (the page icon's) in place of the letters of site.json's `logo`. The flag is read when the
// module loads, so it is set before the header is imported.
vi.hoisted(() => vi.stubGlobal("__OWNER_LOGO__", true));
vi.mock("@content/site.json", () => ({
  default: { siteUrl: "https://kim.dev", email: "hej@kim.dev", name: "Kim Berg", logo: "KB" },
}));

const { Header } = await import("./header");
const { DARK_MARK } = await import("./logo");

describe("the header with the owner's own logo.svg", () => {
  it("shows the owner's mark for each theme instead of the letters", () => {
    render(withI18n(<RouterProvider router={createMemoryRouter([{ path: "/", element: <Header /> }])} />));
    const home = screen.getByRole("link", { name: "Home" });
    expect(within(home).queryByTestId("logo-text")).toBeNull();
    expect(within(home).queryByText("KB")).toBeNull();
    const [light, dark] = home.querySelectorAll("img");
    expect(light?.getAttribute("src")).toBe(FAVICONS.light);
    expect(light?.className).toContain("dark:hidden");
    expect(dark?.getAttribute("src")).toBe(FAVICONS.dark);
    expect(dark?.className).toContain("dark:block");
    // The boot script preloads the dark mark for a dark-theme visitor.
    expect(DARK_MARK).toBe(FAVICONS.dark);
  });
});
