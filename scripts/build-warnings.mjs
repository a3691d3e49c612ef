// Rollup's `onwarn`, dropping notices nobody can act on, so the owner's own messages stand out: a
// dependency's misplaced `@__PURE__` (zod's), and the empty browser chunk of a build-time-only route.

/**
 * @param {{ code?: string, id?: string }} warning
 * @param {(warning: unknown) => void} warn
 */
export function onBuildWarning(warning, warn) {
  const quiet = warning.code === "EMPTY_BUNDLE" || (warning.code === "INVALID_ANNOTATION" && (warning.id ?? "").includes("/node_modules/"));
  if (!quiet) warn(warning);
}
