export type BuiltPage = {
  file: string;
  path: string;
  html: string;
  redirect: boolean;
  noindex: boolean;
  canonical: string | null;
  lang: string | null;
  alternates: Record<string, string>;
};
export declare function canonicalUrlOf(path: string, siteUrl: string): string;
export declare function urlPathOf(file: string): string;
export declare function describePage(html: string): Pick<BuiltPage, "redirect" | "noindex" | "canonical" | "lang" | "alternates">;
export declare function readPages(root: string): Promise<BuiltPage[]>;
