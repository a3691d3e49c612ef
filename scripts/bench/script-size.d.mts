export type FirstLoadScript = { url: string; raw: number; brotli: number };
export declare function brotliSizeOfScripts(urls: string[], root?: string): number;
export declare function firstLoadScripts(html: string, root?: string): string[];
export declare function firstLoadReport(html: string, root?: string): { scripts: FirstLoadScript[]; raw: number; brotli: number };
