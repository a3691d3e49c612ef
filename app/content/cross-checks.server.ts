import { DEFAULT_LANGUAGE, inLanguage, LANGUAGES, type Language, type Localized } from "../i18n/languages";
import type { ContentReader } from "./content-reader.server";
import { MAX_TOP5_ITEMS, RESERVED_PROJECT_SLUGS } from "./rules";
import { PORTFOLIO_CATEGORIES, type HideablePart, type PortfolioLayout, type Project } from "./schemas";

/**
 * Items of one language by urlTitle, with the file each came from. An item that failed its
 * schema is kept without a value, so it is not reported a second time as missing.
 */
export type Collection<T> = Map<string, { file: string; item: T | undefined }>;

// A language's name in the messages, which are in English.
const languageName = (lng: Language) => new Intl.DisplayNames(["en"], { type: "language" }).of(lng) ?? lng;

/** Every item exists in every language (posts may be in one only); projects keep their type across languages. */
export function checkCollections<T extends { urlTitle: string }>(
  reader: ContentReader,
  collections: Localized<Collection<T>>,
  kind: string,
  folder: string,
  { oneLanguageAllowed = false } = {},
): void {
  for (const lang of oneLanguageAllowed ? [] : LANGUAGES) {
    for (const other of LANGUAGES.filter((l) => l !== lang)) {
      for (const [slug, { file }] of inLanguage(collections, lang)) {
        if (!inLanguage(collections, other).has(slug)) {
          reader.report(file, `${kind} "${slug}"`, `has no ${languageName(other)} version in ${reader.file(`${other}/${folder}/`)}`);
        }
      }
    }
  }
  const first = DEFAULT_LANGUAGE;
  for (const [slug, { file, item }] of inLanguage(collections, first)) {
    if (kind === "project" && RESERVED_PROJECT_SLUGS.includes(slug)) {
      reader.report(file, `${kind} "${slug}":`, "urlTitle is the name of a portfolio section");
    }
    for (const lng of LANGUAGES.filter((l) => l !== first)) {
      const twin = inLanguage(collections, lng).get(slug);
      if (kind !== "project" || !item || !twin?.item) continue;
      const [original, translated] = [neutralParts(item as unknown as Project, first), neutralParts(twin.item as unknown as Project, lng)];
      for (const field of Object.keys(original) as Array<keyof typeof original>) {
        if (original[field] !== translated[field]) {
          const source = reader.file(`${first}/${folder}/`);
          reader.report(twin.file, `${kind} "${slug}":`, `${field} must be the same as in ${source} (only text is translated)`);
        }
      }
    }
  }
}

// What a translation must not change: the project's type, pictures, tools and addresses. A picture
// with words may have a twin in the language, its id ending in its code (projects/msb/cover-de).
function neutralParts(project: Project, lang: Language) {
  const picture = (id: string) => id.replace(new RegExp(`-${lang}$`), "");
  return {
    projectType: project.projectType,
    image: picture(project.image.id),
    images: project.images.map((image) => `${picture(image.src.id)}:${image.span}`).join(),
    tech: project.tech.map((tech) => tech.icon.slug).join(),
    links: project.links.map((link) => `${link.type}:${link.private ? "private" : ""}:${link.url ?? ""}`).join(),
    steps: (project.steps ?? []).map((step) => (step.image ? picture(step.image) : "")).join(),
  };
}

type PortfolioInput = {
  /** Undefined when portfolio.json is invalid (reported): the top 5 is still checked. */
  layout: PortfolioLayout | undefined;
  projects: Localized<Collection<Project>>;
  /** The urlTitle of each top-5 entry as written (undefined where an entry has none). */
  top5: Localized<Array<string | undefined> | undefined>;
  /** site.json's hidden parts: a hidden section's projects may stay in place, unpublished. */
  hidden: readonly HideablePart[];
};

/** What to do about an entry that names a project which is not there: misspelt, or removed. */
function noSuchProject(slug: string, known: Iterable<string>): string {
  // A slip of a letter or two (one in a short name), not a different project that happens to be close.
  const limit = slug.length < 6 ? 1 : 2;
  const near = [...known]
    .map((name) => ({ name, distance: editDistance(slug, name) }))
    .filter(({ distance }) => distance <= limit)
    .sort((x, y) => x.distance - y.distance)[0];
  return near ? `did you mean "${near.name}"? Correct the spelling, or remove the entry` : "remove the entry, or add the project back";
}

/** Letters to add, drop, change or swap with a neighbour to turn one name into the other. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Where projects are shown: each section lists existing projects of its type, the top 5 holds 1–5. */
export function checkPortfolio(reader: ContentReader, { layout, projects, top5, hidden }: PortfolioInput): void {
  const known = inLanguage(projects, DEFAULT_LANGUAGE);
  const file = "portfolio.json";
  const placed = new Set<string>();

  for (const section of PORTFOLIO_CATEGORIES) {
    layout?.[section].forEach((slug, index) => {
      const where = `"${section}" lists "${slug}"`;
      const entry = known.get(slug);
      const firstFile = reader.file(`${DEFAULT_LANGUAGE}/projects/${slug}.json`);
      if (!entry) return reader.report(file, null, `${where}, but ${firstFile} does not exist: ${noSuchProject(slug, known.keys())}`);
      if (placed.has(slug)) return reader.report(file, null, `${where} a second time (position ${index + 1})`);
      placed.add(slug);
      const project = entry.item;
      if (project && project.projectType !== section) {
        const type = project.projectType;
        const files = projectFiles(reader, slug);
        const fix = `list it under "${type}", or change its projectType to "${section}" in ${files}`;
        reader.report(file, null, `${where}, whose projectType is "${type}": ${fix}`);
      }
    });
  }

  for (const lang of LANGUAGES) {
    const items = top5[lang];
    if (!items) continue;
    const top5File = `${lang}/top5.json`;
    if (items.length === 0 || items.length > MAX_TOP5_ITEMS) {
      reader.report(top5File, null, `must hold 1 to ${MAX_TOP5_ITEMS} items, it holds ${items.length}`);
    }
    const seen = new Set<string>();
    items.forEach((urlTitle, index) => {
      if (urlTitle === undefined) return;
      const where = `[${index}].urlTitle`;
      const names = inLanguage(projects, lang);
      if (!names.has(urlTitle)) {
        const missing = reader.file(`${lang}/projects/${urlTitle}.json`);
        const fix = noSuchProject(urlTitle, names.keys());
        reader.report(top5File, null, `${where} names project "${urlTitle}", but ${missing} does not exist: ${fix}`);
      }
      if (seen.has(urlTitle)) reader.report(top5File, null, `${where} lists project "${urlTitle}" a second time`);
      seen.add(urlTitle);
      placed.add(urlTitle);
    });
  }
  const firstTop = top5[DEFAULT_LANGUAGE]?.join();
  for (const lng of LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) {
    const top = top5[lng]?.join();
    if (firstTop !== undefined && top !== undefined && firstTop !== top) {
      reader.report(`${lng}/top5.json`, null, `must list the same projects in the same order as ${DEFAULT_LANGUAGE}/top5.json`);
    }
  }

  // Without a valid portfolio.json, where a project is shown is unknown.
  for (const [slug, { file: projectFile, item }] of layout ? known : []) {
    if (placed.has(slug)) continue;
    const files = projectFiles(reader, slug);
    const type = item?.projectType;
    if (type && hidden.includes(type)) continue;
    // An empty list hides its section, so listing the project there is no fix.
    const fix = type && layout?.[type].length === 0
      ? `its section "${type}" is empty, so list it there, hide the section with "hidden": ["${type}"] in ` +
        `${reader.file("site.json")}, or delete ${files}`
      : `add it to ${type ? `"${type}" in ` : ""}${reader.file(file)} or to the top 5, or delete ${files}`;
    reader.report(projectFile, `project "${slug}"`, `is not shown anywhere: ${fix}`);
  }
}

/** A project's file in every language: "content/en/projects/x.json and content/de/projects/x.json". */
function projectFiles(reader: ContentReader, slug: string): string {
  return LANGUAGES.map((lang) => reader.file(`${lang}/projects/${slug}.json`)).join(" and ");
}
