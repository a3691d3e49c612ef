import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { imageWithBase } from "../image-base";
import type { ResponsiveImageData } from "../image-types";

/** One image per theme: the art the layout shows in light and in dark mode. */
export type ThemedArt = { light: ResponsiveImageData; dark: ResponsiveImageData };

/**
 * Picks `{group}/{size}-{light|dark}{suffix}` for every size out of an art file of the image build.
 * Outside a production build (unit tests, a checkout that has not built its images yet) missing
 * art yields null, so components render without it; a production build fails instead.
 */
export function pickThemedArt<Size extends string>(
  images: Record<string, ResponsiveImageData> | undefined,
  group: string,
  sizes: readonly Size[],
  suffix = "",
): Record<Size, ThemedArt> | null {
  const entries = sizes.map((size) => {
    const light = images?.[`${group}/${size}-light${suffix}`];
    const dark = images?.[`${group}/${size}-dark${suffix}`];
    return [size, light && dark ? { light: imageWithBase(light), dark: imageWithBase(dark) } : null] as const;
  });
  if (entries.every(([, art]) => art)) return Object.fromEntries(entries) as Record<Size, ThemedArt>;
  if (import.meta.env.PROD) {
    const files = sizes.map((size) => `${size}-{light,dark}${suffix}`).join(", ");
    throw new Error(`The ${group} art is incomplete: content/images/${group}/ needs ${files} (then build the images)`);
  }
  return null;
}

/**
 * The art a page in `lng` shows: the language's twins (`hero/mobile-light-sv`) when the group has
 * any (the image build refuses a partial set), else the pictures every language shares. The
 * default language always shows the plain files.
 */
export function pickLanguageArt<Size extends string>(
  images: Record<string, ResponsiveImageData> | undefined,
  group: string,
  sizes: readonly Size[],
  lng: Language,
): Record<Size, ThemedArt> | null {
  const suffix = `-${lng}`;
  const twins = lng !== DEFAULT_LANGUAGE && Object.keys(images ?? {}).some((id) => id.startsWith(`${group}/`) && id.endsWith(suffix));
  return pickThemedArt(images, group, sizes, twins ? suffix : "");
}
