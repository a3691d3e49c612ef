export type TypeOptions = {
  size?: number;
  weight?: number;
  face?: "sans" | "italic" | "display";
  spacing?: number;
  cell?: number;
  stretch?: number;
};
export declare function measure(content: string, options?: TypeOptions): number;
export declare function outline(
  x: number,
  y: number,
  content: string,
  options?: TypeOptions & { anchor?: "start" | "middle" | "end" },
): string;
export declare function covers(content: string, options?: Pick<TypeOptions, "face">): boolean;
export declare function wrap(content: string, width: number, maxLines: number, options?: TypeOptions): string[];
