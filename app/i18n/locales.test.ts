import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES, NAMESPACES } from "./languages";

const ROOT = join(__dirname, "../../public/locales");

function keys(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function read(lng: string, ns: string): unknown {
  return JSON.parse(readFileSync(join(ROOT, lng, `${ns}.json`), "utf8"));
}

describe("translation files", () => {
  it.each(LANGUAGES)("%s has one file per namespace and no other", (lng) => {
    const files = readdirSync(join(ROOT, lng)).map((file) => file.replace(/\.json$/, ""));
    expect(files.sort()).toEqual([...NAMESPACES].sort());
  });

  it.each(NAMESPACES)("%s has the same keys in every language", (ns) => {
    const [first, ...rest] = LANGUAGES.map((lng) => keys(read(lng, ns)).sort());
    for (const other of rest) expect(other).toEqual(first);
  });

  it.each(NAMESPACES)("%s has no empty strings", (ns) => {
    for (const lng of LANGUAGES) {
      const empty = keys(read(lng, ns)).filter((key) => {
        const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], read(lng, ns));
        return typeof value === "string" && value.trim() === "";
      });
      expect(empty, `${lng}/${ns}`).toEqual([]);
    }
  });
});
