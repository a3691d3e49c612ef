import type { Manifest } from "./responsive.d.mts";

export function buildImages(options?: {
  sourceDir?: string;
  outputDir?: string;
  manifestPath?: string;
  manifestsDir?: string;
  artDir?: string;
  concurrency?: number;
  log?: (line: string) => void;
}): Promise<{ manifest: Manifest; built: number; reused: number; removed: number }>;
