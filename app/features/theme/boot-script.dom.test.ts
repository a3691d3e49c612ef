import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { boot, bootScript, type BootConfig } from "./boot-script";

const config: BootConfig = {
  languages: ["en", "sv"],
  fallback: "en",
  prefixes: { en: "", sv: "/sv" },
  loading: { en: "Loading", sv: "Laddar" },
  icons: { light: "/l.svg", dark: "/d.svg" },
  keys: { theme: "theme", favicon: "favicon", language: "i18nextLng", languageCookie: "i18next", languageQuery: "lng" },
  themeSwitch: { toggle: "data-theme-toggle", event: "themechange", hydrated: "data-hydrated" },
};

const html = document.documentElement;
let replace: ReturnType<typeof vi.fn>;

function reset() {
  // Each boot listens for early clicks until the page is hydrated: a click on a hydrated page
  // takes those listeners away.
  html.setAttribute("data-hydrated", "");
  document.dispatchEvent(new MouseEvent("click"));
  html.removeAttribute("data-hydrated");
  localStorage.clear();
  document.cookie = "i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  html.className = "";
  for (const name of ["data-loading", "data-redirecting", "data-prerendered-lang"]) html.removeAttribute(name);
  html.lang = "en";
  document.body.className = "";
  window.history.replaceState(null, "", "/");
}


const cookie = () => document.cookie.match(/(?:^|;\s*)i18next=([^;]*)/)?.[1] ?? null;

describe("boot script", () => {
  beforeEach(() => {
    reset();
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US"]);
    replace = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    reset();
  });

  // window.location is mocked (so nothing navigates); each visit sets what the script reads.
  function at(url: string) {
    const parsed = new URL(url, "http://localhost");
    vi.spyOn(window, "location", "get").mockReturnValue({
      href: parsed.href,
      pathname: parsed.pathname,
      search: parsed.search,
      hash: parsed.hash,
      replace,
    } as unknown as Location);
    return parsed.pathname;
  }
  const open = (url: string, prerendered?: string) => {
    const path = at(url);
    html.lang = prerendered ?? (path.startsWith("/sv") ? "sv" : "en");
    boot(config);
  };

  it("applies a stored dark theme before paint", () => {
    localStorage.setItem("theme", "dark");
    open("/");
    expect(document.body).toHaveClass("dark");
    expect(html).toHaveClass("dark");
  });

  it("runs in <head> before <body> exists, and marks <body> once the parser adds it", async () => {
    localStorage.setItem("theme", "dark");
    const body = document.body;
    body.remove();
    expect(document.body).toBeNull();
    open("/");
    expect(html).toHaveClass("dark");
    html.append(body);
    await Promise.resolve();
    expect(body).toHaveClass("dark");
  });

  it("preloads the dark mark for a dark theme only, as the lazy image it is would come late", () => {
    const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute("href"));
    const withLogo = { ...config, darkLogo: "/logo-dark.svg" };
    boot(withLogo);
    expect(preloads()).toEqual([]);
    localStorage.setItem("theme", "dark");
    boot(config);
    expect(preloads()).toEqual([]);
    boot(withLogo);
    expect(preloads()).toEqual(["/logo-dark.svg"]);
    document.head.querySelector('link[href="/logo-dark.svg"]')?.remove();
  });

  describe("a click on the theme switch before the app has hydrated", () => {
    const toggle = () => {
      const button = document.createElement("button");
      button.setAttribute("data-theme-toggle", "");
      button.innerHTML = "<svg><use href='#icon-moon'></use></svg>";
      document.body.append(button);
      return button;
    };
    afterEach(() => document.querySelectorAll("[data-theme-toggle]").forEach((el) => el.remove()));

    it("switches the theme, stores it, swaps the icon and tells the app; the next click switches back", () => {
      const link = document.createElement("link");
      link.id = "favicon";
      document.head.append(link);
      open("/");
      const button = toggle();
      const told = vi.fn();
      window.addEventListener("themechange", told);
      button.querySelector("use")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      expect(html).toHaveClass("dark");
      expect(document.body).toHaveClass("dark");
      expect(html.style.colorScheme).toBe("dark");
      expect(localStorage.getItem("theme")).toBe("dark");
      expect(link.getAttribute("href")).toBe("/d.svg");
      expect(told).toHaveBeenCalledTimes(1);
      button.click();
      expect(html).not.toHaveClass("dark");
      expect(localStorage.getItem("theme")).toBe("light");
      expect(told).toHaveBeenCalledTimes(2);
      window.removeEventListener("themechange", told);
      link.remove();
    });

    it("is not seen by the app's own listeners, so it is not replayed", () => {
      open("/");
      const button = toggle();
      const app = vi.fn();
      document.addEventListener("click", app);
      button.click();
      expect(app).not.toHaveBeenCalled();
      document.removeEventListener("click", app);
    });

    it("leaves clicks to the app once it has hydrated, and other clicks always", () => {
      open("/");
      const other = document.createElement("button");
      document.body.append(other);
      other.click();
      expect(html).not.toHaveClass("dark");
      html.setAttribute("data-hydrated", "");
      toggle().click();
      expect(html).not.toHaveClass("dark");
      other.remove();
    });
  });

  it("treats an unknown stored theme as light", () => {
    localStorage.setItem("theme", "purple");
    open("/");
    expect(document.body).not.toHaveClass("dark");
  });

  it("leaves an English visitor on the bare address", () => {
    open("/portfolio/");
    expect(replace).not.toHaveBeenCalled();
    expect(html.hasAttribute("data-loading")).toBe(false);
    expect(html.hasAttribute("data-redirecting")).toBe(false);
  });

  it("sends a stored Swedish choice to the Swedish twin, keeping query and hash, and hides the page", () => {
    localStorage.setItem("i18nextLng", "sv");
    open("/portfolio/frontend/?ref=cv#card");
    expect(replace).toHaveBeenCalledWith("/sv/portfolio/frontend/?ref=cv#card");
    expect(html.hasAttribute("data-redirecting")).toBe(true);
    expect(html.hasAttribute("data-loading")).toBe(false);
  });

  it("sends a Swedish browser from the home page to /sv/", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["sv-SE", "en"]);
    open("/");
    expect(replace).toHaveBeenCalledWith("/sv/");
  });

  it("keeps a Swedish address Swedish over a stored English choice, and remembers Swedish", () => {
    localStorage.setItem("i18nextLng", "en");
    open("/sv/blog/");
    expect(replace).not.toHaveBeenCalled();
    expect(localStorage.getItem("i18nextLng")).toBe("sv");
    expect(cookie()).toBe("sv");
    expect(html.lang).toBe("sv");
    expect(html.hasAttribute("data-loading")).toBe(false);
  });

  it("shows a crawler with an English browser the Swedish page it asked for", () => {
    open("/sv/blog/");
    expect(replace).not.toHaveBeenCalled();
    expect(html.lang).toBe("sv");
  });

  describe("under a base path", () => {
    const under = { ...config, base: "/portfolio/" };
    const visit = (url: string, lang: string) => {
      at(url);
      html.lang = lang;
      boot(under);
    };

    it("reads the language after the base path, and keeps a Swedish address Swedish", () => {
      localStorage.setItem("i18nextLng", "en");
      visit("/portfolio/sv/blog/", "sv");
      expect(replace).not.toHaveBeenCalled();
      expect(localStorage.getItem("i18nextLng")).toBe("sv");
    });

    it("sends a stored Swedish choice to the twin under the base path", () => {
      localStorage.setItem("i18nextLng", "sv");
      visit("/portfolio/portfolio/?ref=cv#card", "en");
      expect(replace).toHaveBeenCalledWith("/portfolio/sv/portfolio/?ref=cv#card");
    });

    it("sends ?lng=en from the Swedish home to the English one under the base path", () => {
      visit("/portfolio/sv/?lng=en", "sv");
      expect(replace).toHaveBeenCalledWith("/portfolio/?lng=en");
    });
  });

  it("goes to the English page for ?lng=en on a Swedish address", () => {
    open("/sv/portfolio/?lng=en#top");
    expect(replace).toHaveBeenCalledWith("/portfolio/?lng=en#top");
  });

  it("goes from /sv to / for ?lng=en", () => {
    open("/sv?lng=en");
    expect(replace).toHaveBeenCalledWith("/?lng=en");
  });

  it("lets the query string win over storage on a bare address", () => {
    localStorage.setItem("i18nextLng", "sv");
    open("/?lng=en");
    expect(replace).not.toHaveBeenCalled();
  });

  it("ignores unsupported codes and falls through to the navigator", () => {
    localStorage.setItem("i18nextLng", "xx");
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-DE", "sv-SE"]);
    open("/contact?lng=de");
    expect(replace).toHaveBeenCalledWith("/sv/contact?lng=de");
  });

  it("reads the cookie when storage is empty", () => {
    document.cookie = "i18next=sv; path=/";
    open("/blog");
    expect(replace).toHaveBeenCalledWith("/sv/blog");
  });

  it("does not treat a path that merely starts with the prefix as Swedish", () => {
    open("/svenska");
    expect(replace).not.toHaveBeenCalled();
    expect(html.lang).toBe("en");
  });

  it("raises the loading screen on the English 404 page served at a Swedish address", () => {
    open("/sv/nope", "en");
    expect(replace).not.toHaveBeenCalled();
    expect(html.lang).toBe("sv");
    expect(html.getAttribute("data-prerendered-lang")).toBe("en");
    expect(html.getAttribute("data-loading")).toBe("Laddar");
  });

  it("survives a storage that throws", () => {
    localStorage.setItem("theme", "dark");
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    at("/sv/");
    expect(() => boot(config)).not.toThrow();
    expect(document.body).not.toHaveClass("dark");
  });

  it("serialises to a self-contained script", () => {
    localStorage.setItem("theme", "dark");
    at("/");
    new Function(bootScript(config))();
    expect(document.body).toHaveClass("dark");
  });
});
