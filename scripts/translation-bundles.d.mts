import type { Plugin } from "vite";

export declare function translationBundle(lng: string, dir?: string): Record<string, unknown>;
export declare function translationBundles(dir?: string): Plugin;
