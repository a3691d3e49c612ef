import type { Plugin } from "vite";

export declare function productionReactRouter(): Plugin;
