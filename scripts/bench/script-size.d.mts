export declare function brotliSizeOfScripts(urls: string[], root?: string): number;
