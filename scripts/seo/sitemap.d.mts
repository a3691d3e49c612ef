import type { BuiltPage } from "./pages.mjs";

export type SitemapEntry = { loc: string; alternates?: Record<string, string> };
export declare function sitemapUrls(pages: BuiltPage[]): SitemapEntry[];
export declare function sitemapXml(entries: SitemapEntry[]): string;
export declare function robotsTxt(siteUrl: string): string;
export declare function canonicalProblems(pages: BuiltPage[], siteUrl: string): string[];
export declare function alternateProblems(pages: BuiltPage[], siteUrl: string, languages: readonly string[]): string[];
