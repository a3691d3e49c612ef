import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { translationBundle, translationBundles } from "./translation-bundles.mjs";

function locales() {
  const dir = mkdtempSync(join(tmpdir(), "locales-"));
  for (const [lng, texts] of [["en", "Home"], ["sv", "Hem"]]) {
    mkdirSync(join(dir, lng));
    writeFileSync(join(dir, lng, "home.json"), JSON.stringify({ title: texts }));
    writeFileSync(join(dir, lng, "common.json"), JSON.stringify({ nav: { home: texts } }));
  }
  return dir;
}

describe("translation bundles", () => {
  it("put a language's namespaces in one object, by file name", () => {
    expect(translationBundle("sv", locales())).toEqual({ common: { nav: { home: "Hem" } }, home: { title: "Hem" } });
  });

  it("are written next to the client build, one file per language, and not into the server build", () => {
    const plugin = translationBundles(locales());
    const emitFile = vi.fn();
    plugin.generateBundle.call({ emitFile, environment: { config: { consumer: "client" } } });
    expect(emitFile.mock.calls.map(([file]) => [file.fileName, JSON.parse(file.source).home.title])).toEqual([
      ["locales/en.json", "Home"],
      ["locales/sv.json", "Hem"],
    ]);
    emitFile.mockClear();
    plugin.generateBundle.call({ emitFile, environment: { config: { consumer: "server" } } });
    expect(emitFile).not.toHaveBeenCalled();
  });

  it("leave out a words folder of a language the site does not list", () => {
    const dir = locales();
    mkdirSync(join(dir, "de"));
    writeFileSync(join(dir, "de", "home.json"), JSON.stringify({ title: "Startseite" }));
    const emitFile = vi.fn();
    translationBundles(dir, ["en", "sv"]).generateBundle.call({ emitFile, environment: { config: { consumer: "client" } } });
    expect(emitFile.mock.calls.map(([file]) => file.fileName)).toEqual(["locales/en.json", "locales/sv.json"]);
  });

  it("are served in development, and anything else passes on", () => {
    let middleware;
    translationBundles(locales()).configureServer({ middlewares: { use: (fn) => (middleware = fn) } });
    const res = { setHeader: vi.fn(), end: vi.fn() };
    const next = vi.fn();
    middleware({ url: "/locales/en.json?t=1" }, res, next);
    expect(JSON.parse(res.end.mock.calls[0][0]).common.nav.home).toBe("Home");
    for (const url of ["/locales/de.json", "/locales/en/home.json", "/"]) middleware({ url }, res, next);
    expect(next).toHaveBeenCalledTimes(3);
  });
});
