import { DEFAULT_LANGUAGE, LANGUAGES } from "../i18n/languages";
import type { ResponsiveImageData } from "./image-types";

// A language twin's id ends in its language ("-sv"); the language stays last in a dark twin's id.
const OTHER_LANGUAGES = LANGUAGES.filter((lng) => lng !== DEFAULT_LANGUAGE).join("|");
const LANGUAGE_END = new RegExp(`(-(?:${OTHER_LANGUAGES}))?$`);
const DARK_END = new RegExp(`-dark(-(?:${OTHER_LANGUAGES}))?$`);

/**
 * The dark twin of the image `id` sits beside it with `-dark` added to its name, before a language
 * ending as the hero's `mobile-light-sv` has it: projects/x/cover → projects/x/cover-dark, and the
 * Swedish twin projects/x/cover-sv → projects/x/cover-dark-sv.
 */
export const darkTwinId = (id: string): string => id.replace(LANGUAGE_END, "-dark$1");

/**
 * The image `id` with its dark twin attached when one of the `known` ids is that twin; the pages
 * then show the twin in the dark theme. A twin is never looked for a twin of its own.
 */
export function withDarkTwin(
  id: string,
  known: ReadonlySet<string>,
  resolve: (id: string) => ResponsiveImageData,
): ResponsiveImageData {
  const image = resolve(id);
  const twin = darkTwinId(id);
  if (DARK_END.test(id) || !known.has(twin)) return image;
  return { ...image, dark: resolve(twin) };
}
