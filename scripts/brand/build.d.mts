export declare const BRAND_DIR: string;
export declare const OWNER_LOGO: { light: string; dark: string };
export declare function brandFiles(site: Record<string, unknown>, folder?: string): Promise<Record<string, string | Uint8Array>>;
export declare function buildBrand(folder?: string, out?: string): Promise<Record<string, string | Uint8Array>>;
export declare function hasOwnerLogo(folder?: string): boolean;
