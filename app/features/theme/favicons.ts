// Drawn from site.json's logo, or the owner's own (scripts/brand/build.mjs).
import darkIcon from "~/brand/favicon-dark.svg?url";
import lightIcon from "~/brand/favicon-light.svg?url";
import type { Theme } from "./theme";

// The page icon follows the theme, so it stays visible: the light logo on a dark page and vice
// versa.
export const FAVICONS: Record<Theme, string> = { light: lightIcon, dark: darkIcon };
