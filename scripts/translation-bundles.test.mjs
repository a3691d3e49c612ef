import { cpSync, existsSync, mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { translationBundle, translationBundles } from "./translation-bundles.mjs";

const temps = [];
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "locales-"));
  temps.push(dir);
  return dir;
}

function locales() {
  const dir = tempDir();
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

  it("leave no words of their own in the client build: Vite's copy of public/locales goes, the bundles stay", () => {
    const dir = locales();
    mkdirSync(join(dir, "de"));
    writeFileSync(join(dir, "de", "home.json"), JSON.stringify({ title: "Startseite" }));
    // The client build as Vite left it: public/ copied whole, then the bundles written beside it.
    const out = tempDir();
    cpSync(dir, join(out, "locales"), { recursive: true });
    for (const lng of ["en", "sv"]) writeFileSync(join(out, "locales", `${lng}.json`), "{}");
    const plugin = translationBundles(dir, ["en", "sv"]);
    plugin.writeBundle.call({ environment: { config: { consumer: "client" } } }, { dir: out });
    expect(readdirSync(join(out, "locales")).sort()).toEqual(["en.json", "sv.json"]);

    const server = tempDir();
    cpSync(dir, join(server, "locales"), { recursive: true });
    plugin.writeBundle.call({ environment: { config: { consumer: "server" } } }, { dir: server });
    expect(existsSync(join(server, "locales", "en", "home.json"))).toBe(true);
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
