// Rollup notices that say nothing an owner (or we) can act on, kept out of `npm start`'s output so
// the owner's own messages (content checks, example values) stand out:
// - INVALID_ANNOTATION from a dependency: zod puts `@__PURE__` comments where Rollup cannot use
//   them; Rollup drops the comment and the code is unchanged.
// - EMPTY_BUNDLE: a route whose module has only build-time code (the feeds, the share cards) leaves
//   an empty browser chunk; nothing loads it.
// Every other warning reaches the default handler as before.

/** @param {{ code?: string, id?: string }} warning */
function isQuietBuildWarning(warning) {
  if (warning.code === "EMPTY_BUNDLE") return true;
  return warning.code === "INVALID_ANNOTATION" && (warning.id ?? "").includes("/node_modules/");
}

/**
 * Rollup's `onwarn`: drops the notices above, passes every other warning on.
 * @param {{ code?: string, id?: string }} warning
 * @param {(warning: unknown) => void} warn
 */
export function onBuildWarning(warning, warn) {
  if (!isQuietBuildWarning(warning)) warn(warning);
}
