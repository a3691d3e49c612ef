import type { RollupLog } from "rollup";
export declare function isQuietBuildWarning(warning: Pick<RollupLog, "code" | "id">): boolean;
export declare function onBuildWarning(warning: RollupLog, warn: (warning: RollupLog) => void): void;
