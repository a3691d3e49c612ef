// Rollup's warning, as far as the filter reads it (Vite passes Rollup's own type).
type BuildWarning = { code?: string; id?: string; message: string };
export declare function onBuildWarning<W extends BuildWarning>(warning: W, warn: (warning: W) => void): void;
