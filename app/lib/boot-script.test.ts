import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { boot, bootScript, type BootConfig } from "./boot-script";

const config: BootConfig = {
  languages: ["en", "sv"],
  fallback: "en",
  prerendered: "en",
  loading: { en: "Loading", sv: "Laddar" },
  icons: { light: "/l.svg", dark: "/d.svg" },
};

function reset() {
  localStorage.clear();
  document.cookie = "i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  document.documentElement.className = "";
  document.documentElement.removeAttribute("data-loading");
  document.documentElement.lang = "en";
  document.body.className = "";
  window.history.replaceState(null, "", "/");
}

describe("boot script", () => {
  beforeEach(() => {
    reset();
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US"]);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    reset();
  });

  it("applies a stored dark theme before paint", () => {
    localStorage.setItem("theme", "dark");
    boot(config);
    expect(document.body).toHaveClass("dark");
    expect(document.documentElement).toHaveClass("dark");
  });

  it("treats an unknown stored theme as light", () => {
    localStorage.setItem("theme", "purple");
    boot(config);
    expect(document.body).not.toHaveClass("dark");
  });

  it("shows the Swedish loading word for a Swedish visitor", () => {
    localStorage.setItem("i18nextLng", "sv");
    boot(config);
    expect(document.documentElement.getAttribute("data-loading")).toBe("Laddar");
    expect(document.documentElement.lang).toBe("sv");
  });

  it("lets the query string win over storage", () => {
    localStorage.setItem("i18nextLng", "sv");
    window.history.replaceState(null, "", "/?lng=en");
    boot(config);
    expect(document.documentElement.hasAttribute("data-loading")).toBe(false);
  });

  it("ignores unsupported codes and falls through to the navigator", () => {
    localStorage.setItem("i18nextLng", "xx");
    window.history.replaceState(null, "", "/?lng=de");
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-DE", "sv-SE"]);
    boot(config);
    expect(document.documentElement.getAttribute("data-loading")).toBe("Laddar");
  });

  it("reads the cookie when storage is empty", () => {
    document.cookie = "i18next=sv; path=/";
    boot(config);
    expect(document.documentElement.getAttribute("data-loading")).toBe("Laddar");
  });

  it("survives a storage that throws", () => {
    localStorage.setItem("theme", "dark");
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => boot(config)).not.toThrow();
    expect(document.body).not.toHaveClass("dark");
  });

  it("serialises to a self-contained script", () => {
    localStorage.setItem("theme", "dark");
    new Function(bootScript(config))();
    expect(document.body).toHaveClass("dark");
  });
});
