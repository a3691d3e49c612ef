export declare function normalizeBasePath(value: string | null | undefined): string;
export const BASE_PATH: string;
export const BASE_PATH_RECORD: string;
