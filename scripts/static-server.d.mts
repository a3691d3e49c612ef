import type { Server } from "node:http";
export declare function parseHeadersFile(text: string): Array<{ pattern: string; headers: Array<[string, string]> }>;
export declare function matchesPattern(pattern: string, pathname: string): boolean;
export declare function pathInBase(pathname: string | null, base?: string): string | null;
export declare function createStaticServer(options?: { root?: string; base?: string; log?: boolean }): Server;
