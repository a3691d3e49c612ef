import * as simpleIcons from "simple-icons";
import { compactPath } from "./compact-path.server";
import type { TechIcon } from "./schemas";

type SimpleIcon = { slug: string; title: string; hex: string; path: string };
export type CustomIcons = Record<string, Omit<SimpleIcon, "slug">>;

let bySlug: Map<string, SimpleIcon> | undefined;

function simpleIcon(slug: string): SimpleIcon | undefined {
  bySlug ??= new Map(
    Object.values(simpleIcons as Record<string, unknown>)
      .filter((value): value is SimpleIcon => typeof value === "object" && value !== null && "slug" in value)
      .map((icon) => [icon.slug, icon]),
  );
  return bySlug.get(slug);
}

/**
 * Resolves icon slugs at build time so the browser never downloads the icon set: first the
 * owner's own drawings in content/icons.json (tools simple-icons does not carry), then the
 * simple-icons package. Paths are rounded to what the page can show (compact-path.server.ts).
 */
export function createIconResolver(custom: CustomIcons): (slug: string) => TechIcon | null {
  // One object per icon, so loader data that repeats an icon serialises it once.
  const resolved = new Map<string, TechIcon | null>();
  const find = (slug: string): TechIcon | null => {
    const icon = custom[slug] ?? simpleIcon(slug);
    return icon ? { slug, title: icon.title, hex: icon.hex, path: compactPath(icon.path) } : null;
  };
  return (slug) => {
    if (!resolved.has(slug)) resolved.set(slug, find(slug));
    return resolved.get(slug)!;
  };
}
