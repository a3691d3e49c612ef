import rehypeShikiFromHighlighter from "@shikijs/rehype/core";
import type { Code, Root as MdastRoot } from "mdast";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { bundledLanguages, createCssVariablesTheme, createHighlighter, type ShikiTransformer } from "shiki";
import { unified } from "unified";
import { parse as parseYaml } from "yaml";
import { describeYamlError } from "./source-errors";

// Markdown is turned into HTML once, at build time: pages receive finished, sanitised HTML and
// no Markdown or highlighting code reaches the browser.

/** What a post or description may contain, on top of text: structure, links, code and tables. */
const SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [
    "p", "br", "strong", "em", "del", "a", "ul", "ol", "li", "h2", "h3", "h4", "blockquote",
    "code", "pre", "hr", "table", "thead", "tbody", "tr", "th", "td",
  ],
};

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

// Grammars are loaded for the languages the code blocks name: loading all ~200 takes a minute.
const highlighter = createHighlighter({ themes: [theme], langs: [] });

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, SCHEMA)
  .use(rehypeShikiFromHighlighter, await highlighter, {
    theme: theme.name!,
    defaultLanguage: "text",
    fallbackLanguage: "text",
    transformers: [tokenClasses],
    // No time limit: on a busy build machine a grammar's first line can take over the default
    // 500 ms, and the rest of that line would silently stay uncoloured.
    tokenizeTimeLimit: 0,
  })
  .use(rehypeStringify);

function codeLanguages(node: { type: string; children?: unknown[] }, found = new Set<string>()): Set<string> {
  if (node.type === "code" && (node as Code).lang) found.add((node as Code).lang!);
  for (const child of node.children ?? []) codeLanguages(child as typeof node, found);
  return found;
}

/** Markdown (GFM) to sanitised HTML with code blocks highlighted; `# ` headings are reported. */
export async function renderMarkdown(markdown: string, firstLine = 1): Promise<RenderedMarkdown> {
  const tree = processor.parse(markdown);
  const named = [...codeLanguages(tree)].filter((lang) => lang in bundledLanguages);
  await (await highlighter).loadLanguage(...(named as Array<keyof typeof bundledLanguages>));
  const problems = topLevelHeadings(tree).map(
    (line) => `line ${line + firstLine - 1}: a "# " heading is the page title; start the text's headings at "## "`,
  );
  const html = processor.stringify(await processor.run(tree)).trim();
  return { html, problems };
}

export type FrontMatterFile = { data: unknown; body: string; bodyLine: number; problem?: string };

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** Splits `---` YAML front matter from the Markdown body (YAML 1.2: dates stay strings). */
export function splitFrontMatter(source: string): FrontMatterFile {
  const match = FRONT_MATTER.exec(source);
  if (!match) return { data: undefined, body: source, bodyLine: 1, problem: 'must start with front matter between "---" lines' };
  const bodyLine = match[0].split("\n").length + (match[0].endsWith("\n") ? 0 : 1);
  try {
    return { data: parseYaml(match[1]!) as unknown, body: source.slice(match[0].length), bodyLine };
  } catch (error) {
    // The front matter's text starts on the file's second line, after the opening "---".
    return { data: undefined, body: "", bodyLine, problem: describeYamlError(error, source, 2) };
  }
}
