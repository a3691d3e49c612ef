export declare function parseLanguages(value: unknown, where?: string): string[];
export declare function readSiteLanguages(contentDir?: string, override?: string): string[];
