import type { Plugin } from "vite";

export declare const COMPILE_HINT: string;
export declare function withCompileHint(
  code: string,
  map?: { mappings: string } | null,
): { code: string; map: { mappings: string } | null | undefined };
export declare function compileHint(): Plugin;
