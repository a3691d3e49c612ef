/** Set by vite.config.ts from the build date. */
declare const __BUILD_YEAR__: number;
