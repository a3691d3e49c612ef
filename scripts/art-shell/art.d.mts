export declare function renderArt(themes?: Record<string, unknown>): Record<string, string>;
