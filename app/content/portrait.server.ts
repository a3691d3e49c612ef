import { existsSync } from "node:fs";
import { SOURCE_DIR, SOURCE_EXTENSIONS } from "../../scripts/images/config.mjs";
import { darkTwinId } from "./dark-twin";
import type { ResponsiveImageData } from "./image-types";
import { portraitId } from "./identity";
import { resolveImage } from "./images.server";

/** The contact portrait, and its dark twin when the owner has one. */
export type Portrait = { light: ResponsiveImageData; dark: ResponsiveImageData | null };

/**
 * The portrait named in site.json for each theme. Without a `-dark` file beside it the one
 * portrait serves both themes; a twin that exists but was not built fails the build as any image.
 */
export function resolvePortrait(id: string = portraitId(), sourceDir: string = SOURCE_DIR): Portrait {
  const dark = darkTwinId(id);
  const hasDark = SOURCE_EXTENSIONS.some((ext) => existsSync(`${sourceDir}/${dark}${ext}`));
  return { light: resolveImage(id), dark: hasDark ? resolveImage(dark) : null };
}
