export const PLACEHOLDER_MARK: string;
export declare function placeholderSvg(file: string, width: number, height: number): string;
