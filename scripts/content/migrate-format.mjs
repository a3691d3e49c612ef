#!/usr/bin/env node
// Rewrites a content folder from the older project and post format to the current one, in place:
// `node scripts/content/migrate-format.mjs [content-folder]` (default `content`). It is safe to
// run twice: a file already in the current format is left as it is.
//
// Projects: `ctaLink` joins `links` (the card shows the links), `privateText` becomes `note`,
// `applicationTypeDetail.icon` becomes `icon` and `iconColor` (width and height go), the headings
// `titleDescription`, `linkTitle`, `techTitle`, `ctaButton`, `yearText` and `clientTitle` are
// renamed and left out where they said what the interface says anyway, and the graphic fields
// no page shows (`results`, `process`, `media`, `demands`, `relatedProjects`) go; `alt` becomes
// `shareImageAlt`. Posts: `httpHomepage`, `icon`, `privateText`, `titleTeche` and
// `titleKeyFeature` become `homepage`, `homepageIcon`, `homepageNote`, `techTitle` and
// `keyFeaturesTitle`.
//
// A heading is left out when its English says what the interface says (`Built with`), in both
// languages, so the two stay equal; the Swedish page then shows the interface's Swedish word.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { readSiteLanguages } from "../site-languages.mjs";

/** What the interface says when a project or post names no heading of its own (public/locales). */
const DEFAULT_HEADINGS = {
  descriptionTitle: { en: "About the project", sv: "Om projektet" },
  linksTitle: { en: "Links", sv: "Länkar" },
  techTitle: { en: "Built with", sv: "Byggt med" },
  cardButton: { en: "See the project", sv: "Se projektet" },
  yearTitle: { en: "Year", sv: "År" },
  clientTitle: { en: "Client", sv: "Kund" },
};
const DEFAULT_POST_HEADINGS = {
  techTitle: { en: "Tools", sv: "Verktyg" },
  keyFeaturesTitle: { en: "Lessons", sv: "Lärdomar" },
};

const PROJECT_RENAMES = {
  titleDescription: "descriptionTitle",
  linkTitle: "linksTitle",
  ctaButton: "cardButton",
  yearText: "yearTitle",
  alt: "shareImageAlt",
};
const NOT_SHOWN = ["results", "process", "media", "demands", "relatedProjects"];
const POST_RENAMES = {
  httpHomepage: "homepage",
  icon: "homepageIcon",
  privateText: "homepageNote",
  titleTeche: "techTitle",
  titleKeyFeature: "keyFeaturesTitle",
};

/** The link in the current shape: `note` for `privateText`. */
function migrateLink({ privateText, ...link }) {
  return privateText === undefined || link.note !== undefined ? link : { ...link, note: privateText };
}

/** The type detail's icon as a name and an optional colour. */
function migrateTypeDetail(detail) {
  if (!detail || typeof detail.icon !== "object" || detail.icon === null) return detail;
  const { icon, ...rest } = detail;
  const next = {};
  for (const [key, value] of Object.entries(rest)) {
    next[key] = value;
    if (key === "text") Object.assign(next, { icon: icon.name }, icon.color && { iconColor: icon.color });
  }
  if (!("icon" in next)) Object.assign(next, { icon: icon.name }, icon.color && { iconColor: icon.color });
  return next;
}

/**
 * One project in the current format. `english` is its English twin as written (or the project
 * itself), which decides whether a heading says what the interface says.
 */
export function migrateProject(project, english = project) {
  const graphic = project.projectType === "graphic-design";
  const headingOf = (field) => english[field] ?? english[Object.keys(PROJECT_RENAMES).find((old) => PROJECT_RENAMES[old] === field)];
  const isDefault = (field) => DEFAULT_HEADINGS[field] && headingOf(field) === DEFAULT_HEADINGS[field].en;
  const next = {};
  for (const [key, value] of Object.entries(project)) {
    if (key === "ctaLink" || (graphic && NOT_SHOWN.includes(key))) continue;
    const name = PROJECT_RENAMES[key] ?? key;
    // A graphic project has no card, so no card button.
    if (name === "cardButton" && graphic) continue;
    if (name in DEFAULT_HEADINGS && isDefault(name)) continue;
    if (key === "applicationTypeDetail") next[name] = migrateTypeDetail(value);
    else if (key === "links") next[name] = joinLinks(value, project.ctaLink);
    else next[name] = value;
  }
  return next;
}

/** The page's links, then any address only the card had. */
function joinLinks(links, cardLinks = []) {
  const joined = links.map(migrateLink);
  for (const link of cardLinks) {
    if (!joined.some((known) => known.url === link.url)) joined.push(migrateLink(link));
  }
  return joined;
}

/** One post's front matter lines in the current names, headings that say the default left out. */
export function migratePost(source, englishSource = source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (!match) return source;
  const valueOf = (text, key) => {
    const line = new RegExp(`^(?:${key}):[ \\t]*(.*)$`, "m").exec(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "");
    return line?.[1].trim().replace(/^(["'])(.*)\1$/, "$2");
  };
  const lines = match[1].split(/\r?\n/).flatMap((line) => {
    const key = /^([A-Za-z]+):/.exec(line)?.[1];
    const name = POST_RENAMES[key];
    if (!name) return [line];
    const heading = DEFAULT_POST_HEADINGS[name];
    if (heading && valueOf(englishSource, `${key}|${name}`) === heading.en) return [];
    return [name + line.slice(key.length)];
  });
  return source.replace(match[1], lines.join("\n"));
}

// Spaces that do not show (a no-break space between a number and its unit) stay written as escapes.
const toJson = (value) =>
  `${JSON.stringify(value, null, 2).replace(/[\u00a0\u200b\u2009\u202f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)}\n`;

function filesOf(dir, extension) {
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(extension)) : [];
}

/** Rewrites every project and post under `root` (each language's folder); returns the files changed. */
export function migrateFolder(root) {
  const changed = [];
  const write = (file, before, after) => {
    if (after === before) return;
    writeFileSync(file, after);
    changed.push(file);
  };
  const [first, ...others] = readSiteLanguages(root);
  const twin = (lang, path) => (lang === first ? undefined : join(root, first, path));
  // The other languages first: each reads its twin in the first language as written before the change.
  for (const lang of [...others, first]) {
    for (const name of filesOf(join(root, lang, "projects"), ".json")) {
      const file = join(root, lang, "projects", name);
      const before = readFileSync(file, "utf8");
      const english = twin(lang, `projects/${name}`);
      const project = JSON.parse(before);
      const englishProject = english && existsSync(english) ? JSON.parse(readFileSync(english, "utf8")) : project;
      write(file, before, toJson(migrateProject(project, englishProject)));
    }
    for (const name of filesOf(join(root, lang, "blog"), ".md")) {
      const file = join(root, lang, "blog", name);
      const before = readFileSync(file, "utf8");
      const english = twin(lang, `blog/${name}`);
      write(file, before, migratePost(before, english && existsSync(english) ? readFileSync(english, "utf8") : before));
    }
  }
  return changed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = process.argv[2] ?? "content";
  const changed = migrateFolder(root);
  console.log(`Rewrote ${changed.length} file(s) under ${root}/.`);
}
