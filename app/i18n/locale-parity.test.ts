// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES, NAMESPACES } from "./languages";

// Every UI string exists in both languages (spec §1, §3): same namespaces, same keys, no blanks.
const LOCALES = join(process.cwd(), "public", "locales");

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function load(lang: string, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), "utf8")) as Record<string, unknown>;
}

describe("translation files", () => {
  it.each(LANGUAGES)("%s has exactly the namespaces the app loads", (lang) => {
    const files = readdirSync(join(LOCALES, lang)).filter((name) => name.endsWith(".json")).map((name) => name.slice(0, -5));
    expect(files.sort()).toEqual([...NAMESPACES].sort());
  });

  it.each(NAMESPACES)("%s has the same keys in English and Swedish", (ns) => {
    const [en, sv] = LANGUAGES.map((lang) => keysOf(load(lang, ns)).sort());
    expect({ ns, missingInSwedish: en!.filter((k) => !sv!.includes(k)), missingInEnglish: sv!.filter((k) => !en!.includes(k)) }).toEqual({
      ns,
      missingInSwedish: [],
      missingInEnglish: [],
    });
  });

  it.each(NAMESPACES)("%s has no empty strings", (ns) => {
    for (const lang of LANGUAGES) {
      const flat = keysOf(load(lang, ns));
      const data = load(lang, ns);
      const empty = flat.filter((key) => {
        const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], data);
        return typeof value !== "string" || value.trim() === "";
      });
      expect({ lang, ns, empty }).toEqual({ lang, ns, empty: [] });
    }
  });
});
