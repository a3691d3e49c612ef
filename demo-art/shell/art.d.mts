export declare function renderArt(themes?: Record<string, unknown>, contentDir?: string): Record<string, string>;
