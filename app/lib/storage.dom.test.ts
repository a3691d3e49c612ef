import { afterEach, describe, expect, it, vi } from "vitest";
import { readStorage, writeStorage } from "./storage";

describe("storage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("reads back what it wrote", () => {
    writeStorage("localStorage", "theme", "dark");
    expect(readStorage("localStorage", "theme")).toBe("dark");
  });

  it("answers null instead of throwing when storage throws", () => {
    localStorage.setItem("theme", "dark");
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => writeStorage("localStorage", "theme", "dark")).not.toThrow();
    expect(readStorage("localStorage", "theme")).toBeNull();
  });
});
