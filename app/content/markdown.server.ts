import rehypeShikiFromHighlighter from "@shikijs/rehype/core";
import type { Code, Html, Root as MdastRoot } from "mdast";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { bundledLanguages, createCssVariablesTheme, createHighlighter, type ShikiTransformer } from "shiki";
import { unified } from "unified";
import { parse as parseYaml } from "yaml";
import { linksWithBase } from "../lib/base-path";
import { pictureImages, type HastRoot, type MarkdownImageResolver } from "./markdown-images.server";
import { lostParts, MARKDOWN_SCHEMA, safeLinks, writtenElements } from "./sanitize-html.server";
import { describeYamlError } from "./source-errors";

// Markdown is turned into HTML once, at build time: pages receive finished, sanitised HTML and
// no Markdown or highlighting code reaches the browser.

// Tokens are coloured through classes, not style="" attributes: the pages' Content Security
// Policy allows no inline styles, and app.css picks light or dark colours under `.dark`.
const theme = createCssVariablesTheme({ name: "site-code", variablePrefix: "--code-", variableDefaults: {} });

const tokenClasses: ShikiTransformer = {
  name: "token-classes",
  pre(node) {
    delete node.properties.style;
  },
  span(node) {
    const style = String(node.properties.style ?? "");
    delete node.properties.style;
    const token = /var\(--code-token-([a-z-]+)\)/.exec(style)?.[1];
    if (token) this.addClassToHast(node, `tok-${token}`);
    if (style.includes("font-style:italic")) this.addClassToHast(node, "tok-italic");
  },
};

/** `# Heading` would compete with the page's own title; posts start at `##`. */
function topLevelHeadings(tree: MdastRoot): number[] {
  return tree.children.flatMap((node) =>
    node.type === "heading" && node.depth === 1 && node.position ? [node.position.start.line] : [],
  );
}

export type RenderedMarkdown = { html: string; problems: string[] };

/** What one render needs besides the Markdown, handed to the plugins through the file's data. */
type RenderData = {
  image: MarkdownImageResolver;
  found: Array<{ line: number; message: string }>;
  written?: ReturnType<typeof writtenElements>;
};

function renderData(file: { data: unknown }): RenderData {
  return file.data as RenderData;
}

// The sanitiser removes what a post may not contain without a word; these two steps around it
// compare what the Markdown made with what is left, so the build names every loss instead.
function beforeSanitizing() {
  return (tree: HastRoot, file: { data: unknown }) => {
    renderData(file).written = writtenElements(tree);
  };
}

function afterSanitizing() {
  return (tree: HastRoot, file: { data: unknown }) => {
    const data = renderData(file);
    for (const { line, tag, attribute } of lostParts(data.written ?? new Map(), writtenElements(tree))) {
      const message = attribute
        ? `the ${attribute} of <${tag}> is not allowed and would be left out`
        : `<${tag}> is not allowed in a post or description and would be left out`;
      data.found.push({ line, message });
    }
  };
}

function markdownImages() {
  return (tree: HastRoot, file: { data: unknown }) => {
    const data = renderData(file);
    data.found.push(...pictureImages(tree, data.image));
  };
}

/** HTML written into Markdown is not rendered: each opening tag is reported, comments are not. */
function writtenHtml(tree: MdastRoot): Array<{ line: number; message: string }> {
  const found: Array<{ line: number; message: string }> = [];
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (node.type === "html") {
      const { value, position } = node as Html;
      const tag = /^<([a-zA-Z][\w-]*)/.exec(value.trim())?.[1];
      if (tag && position) {
        const message = `<${tag.toLowerCase()}> is HTML, which a post or description leaves out: write it in Markdown`;
        found.push({ line: position.start.line, message });
      }
    }
    for (const child of node.children ?? []) visit(child as typeof node);
  };
  visit(tree);
  return found;
}
// Grammars are loaded for the languages the code blocks name: loading all ~200 takes a minute.
const highlighter = createHighlighter({ themes: [theme], langs: [] });

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(beforeSanitizing)
  .use(rehypeSanitize, MARKDOWN_SCHEMA)
  .use(safeLinks)
  .use(afterSanitizing)
  .use(markdownImages)
  .use(rehypeShikiFromHighlighter, await highlighter, {
    theme: theme.name!,
    defaultLanguage: "text",
    fallbackLanguage: "text",
    transformers: [tokenClasses],
    // No time limit: on a busy build machine a grammar's first line can take over the default
    // 500 ms, and the rest of that line would silently stay uncoloured.
    tokenizeTimeLimit: 0,
  })
  // Void elements written closed (<img/>), as React writes its own: one form over the whole page,
  // the one the HTML check expects.
  .use(rehypeStringify, { closeSelfClosing: true, tightSelfClosing: true });

function codeLanguages(node: { type: string; children?: unknown[] }, found = new Set<string>()): Set<string> {
  if (node.type === "code" && (node as Code).lang) found.add((node as Code).lang!);
  for (const child of node.children ?? []) codeLanguages(child as typeof node, found);
  return found;
}

export type MarkdownOptions = {
  /** The line of the file the Markdown starts on (after a post's front matter). */
  firstLine?: number;
  /** Resolves `![alt](image-id)`; without it every image is reported as unknown. */
  image?: MarkdownImageResolver;
};

/**
 * Markdown (GFM) to sanitised HTML with code blocks highlighted and images as responsive pictures.
 * Problems name their line in the file: `# ` headings, unknown images and anything left out.
 */
export async function renderMarkdown(
  markdown: string,
  { firstLine = 1, image = () => null }: MarkdownOptions = {},
): Promise<RenderedMarkdown> {
  const tree = processor.parse(markdown);
  const named = [...codeLanguages(tree)].filter((lang) => lang in bundledLanguages);
  await (await highlighter).loadLanguage(...(named as Array<keyof typeof bundledLanguages>));
  const data: RenderData = { image, found: writtenHtml(tree) };
  for (const line of topLevelHeadings(tree)) {
    data.found.push({ line, message: `a "# " heading is the page title; start the text's headings at "## "` });
  }
  const html = linksWithBase(processor.stringify(await processor.run(tree, { data })).trim());
  const problems = data.found
    .sort((a, b) => a.line - b.line)
    .map(({ line, message }) => `line ${line + firstLine - 1}: ${message}`);
  return { html, problems };
}

export type FrontMatterFile = { data: unknown; body: string; bodyLine: number; problem?: string };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits `---` YAML front matter from the Markdown body (YAML 1.2: dates stay strings). */
export function splitFrontMatter(source: string): FrontMatterFile {
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    const problem = /^---\r?\n/.test(source) ? notClosed(source) : 'must start with front matter between "---" lines';
    return { data: undefined, body: source, bodyLine: 1, problem };
  }
  const bodyLine = match[0].split("\n").length + (match[0].endsWith("\n") ? 0 : 1);
  try {
    return { data: parseYaml(match[1]!) as unknown, body: source.slice(match[0].length), bodyLine };
  } catch (error) {
    // Without its closing "---", the front matter runs on into the text, up to a "---" rule
    // there, and the parser fails on a line of the text, past a blank line.
    const blank = match[1]!.split("\n").findIndex((line) => line.trim() === "");
    const at = (error as { linePos?: Array<{ line: number }> }).linePos?.[0]?.line ?? 0;
    if (blank >= 0 && at > blank + 1) return { data: undefined, body: "", bodyLine, problem: notClosed(source) };
    // The front matter's text starts on the file's second line, after the opening "---".
    return { data: undefined, body: "", bodyLine, problem: describeYamlError(error, source, 2) };
  }
}

/** Where the closing "---" goes: after the last field, the line before the first blank one. */
function notClosed(source: string): string {
  const blank = source.split("\n").findIndex((line, index) => index > 0 && line.trim() === "");
  return `front matter is not closed: add a line "---" after its last field${blank > 1 ? ` (line ${blank})` : ""}`;
}
