import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { z } from "zod";
import { DEFAULT_LANGUAGE, inLanguage, LANGUAGES, perLanguage, type Language, type Localized } from "../i18n/languages";
import { ContentReader } from "./content-reader.server";
import { checkCollections, checkPortfolio, type Collection } from "./cross-checks.server";
import { missingTexts } from "./hidden.server";
import { createIconResolver } from "./icons.server";
import { withDarkTwin } from "./dark-twin";
import type { ResponsiveImageData } from "./image-types";
import { renderMarkdown, splitFrontMatter } from "./markdown.server";
import { IMAGE_EXTENSIONS } from "./rules";
import { sanitizeHtml } from "./sanitize-html.server";
import {
  contentSchemas,
  customIconsSchema,
  isSlug,
  portfolioLayoutSchema,
  siteSchema,
  type BlogPost,
  type CvText,
  type PortfolioLayout,
  type OwnerTexts,
  type Profile,
  type Project,
  type Site,
  type Top5Item,
} from "./schemas";

export type Content = {
  site: Site;
  layout: PortfolioLayout;
  /** Every project in both languages, by urlTitle. */
  projects: Map<string, Localized<Project>>;
  top5: Localized<Top5Item[]>;
  /** Newest first. */
  posts: Localized<BlogPost[]>;
  profile: Localized<Profile>;
  cv: Localized<CvText>;
  /** The owner's sentences (texts.json). */
  texts: Localized<OwnerTexts>;
};

export type LoadOptions = {
  /** Absolute path of the content folder. */
  root: string;
  /** How messages name the content folder. */
  label?: string;
  resolveImage: (id: string) => ResponsiveImageData;
};

/** Reads, validates and resolves all content; throws a ContentError listing every problem. */
export async function loadContent({
  root,
  label = "content",
  resolveImage,
}: LoadOptions): Promise<Content> {
  const reader = new ContentReader(root, label);
  const site = reader.parse(siteSchema, await reader.json("site.json"), "site.json", null);
  const layout = reader.parse(portfolioLayoutSchema, await reader.json("portfolio.json"), "portfolio.json", null);
  const customIcons = reader.parse(customIconsSchema, await reader.json("icons.json"), "icons.json", null);
  const imageIds = await listImageIds(join(root, "images"));
  if (site?.portrait && !imageIds.has(site.portrait)) {
    reader.report("site.json", null, `portrait names "${site.portrait}", which has no file under ${label}/images/`);
  }

  // One object per image id, so a cover shown as card, banner and gallery image serialises once.
  const images = new Map<string, ResponsiveImageData>();
  const image = (id: string) => {
    if (!imageIds.has(id)) return null;
    if (!images.has(id)) images.set(id, withDarkTwin(id, imageIds, resolveImage));
    return images.get(id)!;
  };
  // HTML rendered from Markdown is sanitised already and carries pictures the HTML fields may not.
  const rendered = new Set<string>();
  const markdown = async (text: string, firstLine = 1) => {
    const result = await renderMarkdown(text, { firstLine, image });
    rendered.add(result.html);
    return result;
  };
  const schemas = contentSchemas({
    image,
    icon: createIconResolver(customIcons ?? {}),
    html: (dirty) => (rendered.has(dirty) ? { html: dirty, removed: [] } : sanitizeHtml(dirty)),
  });

  const projects = {} as Localized<Collection<Project>>;
  const posts = {} as Localized<Collection<BlogPost>>;
  const top5 = {} as Localized<Top5Item[] | undefined>;
  const top5Slugs = {} as Localized<Array<string | undefined> | undefined>;
  const profile = {} as Localized<Profile | undefined>;
  const cv = {} as Localized<CvText | undefined>;
  const texts = {} as Localized<OwnerTexts | undefined>;

  for (const lang of LANGUAGES) {
    projects[lang] = await readCollection(reader, `${lang}/projects`, "project", schemas.project, readProject(markdown));
    const rawPosts = await readCollection(reader, `${lang}/blog`, "post", schemas.blogPost, readPost(markdown));
    posts[lang] = new Map(
      [...rawPosts].map(([slug, { file, item, body }]) => [
        slug,
        { file, item: item && body !== undefined ? withDate({ ...item, content: body }, lang) : undefined },
      ]),
    );
    await reportOldPosts(reader, `${lang}/blog`);
    const top5File = `${lang}/top5.json`;
    const rawTop5 = await reader.json(top5File);
    top5Slugs[lang] = slugsOf(rawTop5);
    // An entry whose project was removed is reported as that (checkPortfolio), not as its
    // image, whose file went with the project.
    const inLang = projects[lang]!;
    const removed = new Set(top5Slugs[lang]?.flatMap((slug, index) => (slug && !inLang.has(slug) ? [index] : [])));
    top5[lang] = reader.parse(z.array(schemas.top5Item), rawTop5, top5File, "top 5", (issue) =>
      removed.has(issue.path[0] as number),
    );
    const profileFile = `${lang}/profile.json`;
    profile[lang] = reader.parse(schemas.profile, await reader.json(profileFile), profileFile, null);
    const cvFile = `${lang}/cv.json`;
    cv[lang] = reader.parse(schemas.cv, await reader.json(cvFile), cvFile, null);
    const textsFile = `${lang}/texts.json`;
    texts[lang] = reader.parse(schemas.ownerTexts, await reader.json(textsFile), textsFile, null);
    for (const { field, part } of texts[lang] && site ? missingTexts(texts[lang], site.hidden) : []) {
      const hide = `hide the ${part === "blog" ? "blog" : "section"} with "hidden": ["${part}"] in ${reader.file("site.json")}`;
      reader.report(textsFile, null, `${field} is missing: write it, or ${hide}`);
    }
  }

  checkCollections(reader, projects, "project", "projects");
  // A post may be written in one language only: it is then listed and fed in that language alone.
  checkCollections(reader, posts, "post", "blog", { oneLanguageAllowed: true });
  checkPortfolio(reader, { layout, projects, top5: top5Slugs, hidden: site?.hidden ?? [] });
  reader.throwIfProblems();

  return {
    site: site!,
    layout: layout!,
    projects: pairUp(projects),
    top5: top5 as Localized<Top5Item[]>,
    posts: perLanguage((lang) => sortByDate(valuesOf(inLanguage(posts, lang)))),
    profile: profile as Localized<Profile>,
    cv: cv as Localized<CvText>,
    texts: texts as Localized<OwnerTexts>,
  };
}

/** What a content file holds once read: the fields to validate and, for Markdown, its HTML. */
type SourceFile = { raw: unknown; body?: string };
type SourceReader = (reader: ContentReader, file: string) => Promise<SourceFile>;

async function readCollection<S extends z.ZodType<{ urlTitle: string }>>(
  reader: ContentReader,
  dir: string,
  kind: string,
  schema: S,
  read: { extension: string; read: SourceReader },
): Promise<Collection<z.output<S>> & Map<string, { body?: string }>> {
  const items = new Map<string, { file: string; item: z.output<S> | undefined; body?: string }>();
  const names = await reader.list(dir, read.extension);
  for (const name of names) {
    const file = `${dir}/${name}`;
    const { raw, body } = await read.read(reader, file);
    // The other language, portfolio.json and the top 5 find an item by its file name, so a
    // urlTitle that differs is said once here rather than as every lookup that then fails.
    const slug = name.slice(0, -read.extension.length);
    const written = slugOf(raw);
    // A urlTitle that is no slug at all is the schema's to name.
    if (written !== undefined && isSlug(written) && written !== slug) {
      reader.report(file, `${kind} "${slug}":`, urlTitleDiffers(written, name, names, read.extension));
    }
    items.set(slug, { file, item: reader.parse(schema, raw, file, `${kind} "${slug}"`), body });
  }
  return items;
}

function urlTitleDiffers(written: string, name: string, names: string[], extension: string): string {
  const slug = name.slice(0, -extension.length);
  const problem = `urlTitle "${written}" differs from the file name ${name}`;
  // A copy of another item that kept its urlTitle: renaming the file would clash with the original.
  if (names.includes(`${written}${extension}`)) return `${problem}: change urlTitle to "${slug}" (${written}${extension} has "${written}")`;
  const rename = `rename the file to ${written}${extension} in every language`;
  return `${problem}: ${isSlug(slug) ? `change urlTitle to "${slug}", or ${rename} if "${written}" is the address you want` : rename}`;
}

type RenderMarkdown = (markdown: string, firstLine?: number) => ReturnType<typeof renderMarkdown>;

/**
 * A project is JSON; its description may instead be written in Markdown in a file of the same
 * name ending in .md, which is easier to edit than HTML inside a JSON string.
 */
const readProject = (render: RenderMarkdown) => ({
  extension: ".json",
  async read(reader: ContentReader, file: string): Promise<SourceFile> {
    const raw = await reader.json(file);
    const markdownFile = file.replace(/\.json$/, ".md");
    const markdown = await reader.optionalText(markdownFile);
    if (markdown === undefined || typeof raw !== "object" || raw === null) return { raw };
    if ("description" in raw) {
      reader.report(file, null, `has a description and so does ${reader.file(markdownFile)}: keep one of them`);
      return { raw };
    }
    const { html, problems } = await render(markdown);
    for (const problem of problems) reader.report(markdownFile, null, problem);
    return { raw: { ...raw, description: html } };
  },
});

/** A post is Markdown with its fields in YAML front matter. */
const readPost = (render: RenderMarkdown) => ({
  extension: ".md",
  async read(reader: ContentReader, file: string): Promise<SourceFile> {
    const source = await reader.text(file);
    if (source === undefined) return { raw: undefined };
    const { data, body, bodyLine, problem } = splitFrontMatter(source);
    if (problem) {
      reader.report(file, null, problem);
      return { raw: undefined };
    }
    const { html, problems } = await render(body, bodyLine);
    for (const line of problems) reader.report(file, null, line);
    if (html.replace(/<[^>]*>/g, "").trim() === "") reader.report(file, null, "has no text after its front matter");
    return { raw: data, body: html };
  },
});

/** Posts used to be JSON with HTML inside; a leftover one would silently vanish from the blog. */
async function reportOldPosts(reader: ContentReader, dir: string): Promise<void> {
  for (const name of await reader.list(dir, ".json")) {
    reader.report(`${dir}/${name}`, null, `posts are Markdown now: move it to ${reader.file(`${dir}/${name.replace(/\.json$/, ".md")}`)} (fields as front matter, the content as the body)`);
  }
}

/** The urlTitle of each entry of a list as written, before validation. */
function slugsOf(raw: unknown): Array<string | undefined> | undefined {
  return Array.isArray(raw) ? raw.map(slugOf) : undefined;
}

function slugOf(raw: unknown): string | undefined {
  if (typeof raw !== "object" || raw === null || !("urlTitle" in raw)) return undefined;
  return typeof raw.urlTitle === "string" ? raw.urlTitle : undefined;
}

// A post names its date once; the cards show the month's name and the day in the post's language.
function withDate(post: Omit<BlogPost, "month" | "day">, lang: Language): BlogPost {
  const date = new Date(`${post.date}T00:00:00Z`);
  const month = new Intl.DateTimeFormat(lang, { month: "long", timeZone: "UTC" }).format(date);
  return { ...post, month, day: String(date.getUTCDate()) };
}

function sortByDate(posts: BlogPost[]): BlogPost[] {
  return posts.sort((a, b) => b.date.localeCompare(a.date));
}

// Only called once loading found no problems, so every item is present and valid.
function valuesOf<T>(collection: Collection<T>): T[] {
  return [...collection.values()].map(({ item }) => item!);
}

function pairUp(projects: Localized<Collection<Project>>): Map<string, Localized<Project>> {
  const paired = new Map<string, Localized<Project>>();
  for (const [slug, { item }] of inLanguage(projects, DEFAULT_LANGUAGE)) {
    paired.set(slug, perLanguage((lang) => (lang === DEFAULT_LANGUAGE ? item : inLanguage(projects, lang).get(slug)?.item)!));
  }
  return paired;
}

/** Image ids ("projects/msb/cover") of every source file under content/images/. */
async function listImageIds(dir: string): Promise<Set<string>> {
  const ids = new Set<string>();
  let entries: string[];
  try {
    entries = await readdir(dir, { recursive: true });
  } catch {
    return ids;
  }
  for (const entry of entries) {
    const match = /^(.*)\.([a-z]+)$/.exec(entry);
    if (match && (IMAGE_EXTENSIONS as readonly string[]).includes(match[2]!)) {
      ids.add(relative(dir, join(dir, match[1]!)).split(sep).join("/"));
    }
  }
  return ids;
}
