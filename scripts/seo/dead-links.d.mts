/** The addresses a page or feed names, as written. */
export function addressesIn(text: string): string[];
/** Every internal address in the build that resolves to no file, as "page → address". */
export function deadLinks(root?: string, options?: { siteUrl?: string; base?: string }): Promise<string[]>;
