import { afterEach, describe, expect, it } from "vitest";
import { applyTheme, currentTheme } from "./theme";

const icons = { light: "/light.svg", dark: "/dark.svg" };

describe("theme", () => {
  afterEach(() => {
    localStorage.clear();
    document.body.className = "";
    document.documentElement.className = "";
  });

  it("applies dark to body and html, stores it and swaps the page icon", () => {
    const link = document.createElement("link");
    link.id = "favicon";
    link.rel = "icon";
    document.head.append(link);
    applyTheme("dark", icons);
    expect(document.body).toHaveClass("dark");
    expect(document.documentElement).toHaveClass("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(link.getAttribute("href")).toBe("/dark.svg");
    expect(currentTheme()).toBe("dark");
    applyTheme("light", icons);
    expect(document.body).not.toHaveClass("dark");
    expect(localStorage.getItem("theme")).toBe("light");
    link.remove();
  });
});
