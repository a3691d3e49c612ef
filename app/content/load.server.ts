import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { z } from "zod";
import { LANGUAGES, type Language, type Localized } from "../i18n/languages";
import { ContentReader } from "./content-reader.server";
import { checkCollections, checkPortfolio, type Collection } from "./cross-checks.server";
import { createIconResolver } from "./icons.server";
import type { ResponsiveImage } from "./image-types";
import { IMAGE_EXTENSIONS, SPEC_RULES, type ContentRules } from "./rules";
import { sanitizeHtml } from "./sanitize-html.server";
import {
  contentSchemas,
  customIconsSchema,
  portfolioLayoutSchema,
  siteSchema,
  type BlogPost,
  type CvText,
  type PortfolioLayout,
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
};

export type LoadOptions = {
  /** Absolute path of the content folder. */
  root: string;
  /** How messages name the content folder. */
  label?: string;
  resolveImage: (id: string) => ResponsiveImage;
  rules?: ContentRules;
};

/** Reads, validates and resolves all content; throws a ContentError listing every problem. */
export async function loadContent({
  root,
  label = "content",
  resolveImage,
  rules = SPEC_RULES,
}: LoadOptions): Promise<Content> {
  const reader = new ContentReader(root, label);
  const site = reader.parse(siteSchema, await reader.json("site.json"), "site.json", null);
  const layout = reader.parse(
    portfolioLayoutSchema,
    await reader.json("portfolio.json"),
    "portfolio.json",
    null,
  );
  const customIcons = reader.parse(customIconsSchema, await reader.json("icons.json"), "icons.json", null);
  const imageIds = await listImageIds(join(root, "images"));
  if (site?.portrait && !imageIds.has(site.portrait)) {
    reader.report("site.json", null, `portrait names "${site.portrait}", which has no file under ${label}/images/`);
  }

  // One object per image id, so a cover shown as card, banner and gallery image serialises once.
  const images = new Map<string, ResponsiveImage>();
  const schemas = contentSchemas({
    image: (id) => {
      if (!imageIds.has(id)) return null;
      if (!images.has(id)) images.set(id, resolveImage(id));
      return images.get(id)!;
    },
    icon: createIconResolver(customIcons ?? {}),
    html: sanitizeHtml,
  });

  const projects = {} as Localized<Collection<Project>>;
  const posts = {} as Localized<Collection<BlogPost>>;
  const top5 = {} as Localized<Top5Item[] | undefined>;
  const profile = {} as Localized<Profile | undefined>;
  const cv = {} as Localized<CvText | undefined>;

  for (const lang of LANGUAGES) {
    projects[lang] = await readCollection(reader, `${lang}/projects`, "project", schemas.project);
    const rawPosts = await readCollection(reader, `${lang}/blog`, "post", schemas.blogPost);
    posts[lang] = new Map(
      [...rawPosts].map(([slug, { file, item }]) => [slug, { file, item: item && withDate(item, lang) }]),
    );
    const top5File = `${lang}/top5.json`;
    top5[lang] = reader.parse(z.array(schemas.top5Item), await reader.json(top5File), top5File, "top 5");
    const profileFile = `${lang}/profile.json`;
    profile[lang] = reader.parse(schemas.profile, await reader.json(profileFile), profileFile, null);
    const cvFile = `${lang}/cv.json`;
    cv[lang] = reader.parse(schemas.cv, await reader.json(cvFile), cvFile, null);
  }

  checkCollections(reader, projects, "project", "projects");
  checkCollections(reader, posts, "post", "blog");
  if (layout) checkPortfolio(reader, { layout, projects, top5, rules });
  reader.throwIfProblems();

  return {
    site: site!,
    layout: layout!,
    projects: pairUp(projects),
    top5: top5 as Localized<Top5Item[]>,
    posts: { en: sortByDate(valuesOf(posts.en)), sv: sortByDate(valuesOf(posts.sv)) },
    profile: profile as Localized<Profile>,
    cv: cv as Localized<CvText>,
  };
}

async function readCollection<S extends z.ZodType<{ urlTitle: string }>>(
  reader: ContentReader,
  dir: string,
  kind: string,
  schema: S,
): Promise<Collection<z.output<S>>> {
  const items: Collection<z.output<S>> = new Map();
  for (const name of await reader.list(dir)) {
    const file = `${dir}/${name}`;
    const raw = await reader.json(file);
    const slug = slugOf(raw) ?? name.replace(/\.json$/, "");
    const item = reader.parse(schema, raw, file, `${kind} "${slug}"`);
    const previous = items.get(slug);
    if (previous) {
      reader.report(file, `${kind} "${slug}":`, `urlTitle is already used by ${reader.file(previous.file)}`);
    } else {
      items.set(slug, { file, item });
    }
  }
  return items;
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
  for (const [slug, { item }] of projects.en) {
    paired.set(slug, { en: item!, sv: projects.sv.get(slug)!.item! });
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
