import type { ImageVariant, ResponsiveImageData } from "../../app/content/image-types";

export type ManifestEntry = {
  /** Hash of the source bytes and the pipeline settings; part of every output file name. */
  hash: string;
  /** The source file, relative to the project root. */
  source: string;
  width: number;
  height: number;
  variants: ImageVariant[];
  /** Output files, relative to public/img. */
  files: string[];
  placeholder?: string;
  share?: string;
};

export type Manifest = { version: number; images: Record<string, ManifestEntry> };

export function toResponsiveImage(id: string, entry: ManifestEntry): ResponsiveImageData;
