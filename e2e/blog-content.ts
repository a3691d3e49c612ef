import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { site, TEST_CONTENT } from "./support/test-content";

// What the blog pages should show, read from the tests' content that build:e2e builds.
export type PostSource = {
  urlTitle: string;
  title: string;
  titleDescription: string;
  date: string;
  suffix: string;
  /** The Markdown body with its markup stripped, close enough to the text a reader sees. */
  content: string;
  httpHomepage: string;
  privateText: string;
  titleTeche: string;
  technologies: string[];
  titleKeyFeature: string;
  keyFeatures: string[];
};

export function postsOf(language: "en" | "sv"): PostSource[] {
  const dir = join(TEST_CONTENT, language, "blog");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const [, frontMatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(join(dir, name), "utf8")) ?? [];
      const content = body.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[`*_#]/g, "").trim();
      return { ...(parse(frontMatter) as Omit<PostSource, "content">), content };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

export const siteUrl: string = site.siteUrl;

/** The header's height as the layout sets it (--header-height). */
export const HEADER_HEIGHT = 80;
