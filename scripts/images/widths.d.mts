export function pickWidths(maxWidth: number, widths?: readonly number[]): number[];
