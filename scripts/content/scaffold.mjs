// Starting points for new content: `npm run new:post -- <slug>` and
// `npm run new:project -- <slug> --section <section>`. Each writes files that pass the content
// check as they are, so the owner edits working content instead of assembling it from scratch.
import { access, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { stringify } from "yaml";
import { contentFolder } from "../content-dir.mjs";
import { placeholderSvg } from "./placeholder-svg.mjs";
import { postImages, postTemplate, projectTemplate } from "./templates.mjs";

const SECTIONS = ["frontend", "backend", "fullstack", "graphic-design"];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// Section names are portfolio addresses (/portfolio/frontend), so no project may take one.
const RESERVED = ["my-work", "top-5-projects", ...SECTIONS];
const LANGUAGES = ["en", "sv"];

/** A problem the owner can fix by changing what they typed. */
export class ScaffoldError extends Error {}

const exists = (path) => access(path).then(() => true, () => false);

function checkSlug(slug) {
  if (!slug) throw new ScaffoldError("Give the new item's slug, e.g. my-first-post.");
  if (!SLUG.test(slug)) {
    throw new ScaffoldError(`"${slug}" is not a valid slug: use lowercase letters, digits and single hyphens (e.g. "my-first-post").`);
  }
}

async function refuseExisting(contentDir, files) {
  for (const file of files) {
    if (await exists(join(contentDir, file))) {
      throw new ScaffoldError(`content/${file} already exists: pick another slug or edit that file.`);
    }
  }
}

async function put(contentDir, file, text) {
  const path = join(contentDir, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
  return path;
}

/** The local date as YYYY-MM-DD: "today" is the owner's day, not UTC's. */
export function localDate(now = new Date()) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Writes content/{en,sv}/blog/<slug>.md and the post's picture folder, content/images/blog/<slug>/,
 * with a placeholder cover (16:10, the cards' frame) and a picture the text shows; returns the paths.
 */
export async function newPost({ contentDir, slug, date = localDate() }) {
  checkSlug(slug);
  const files = LANGUAGES.map((lang) => `${lang}/blog/${slug}.md`);
  await refuseExisting(contentDir, [...files, ...LANGUAGES.map((lang) => `${lang}/blog/${slug}.json`)]);
  const written = [];
  for (const lang of LANGUAGES) {
    const { fields, body } = postTemplate(lang, { slug, date });
    written.push(await put(contentDir, `${lang}/blog/${slug}.md`, `---\n${stringify(fields)}---\n\n${body}`));
  }
  const { cover, figure } = postImages(slug);
  for (const [id, width, height] of [[cover, 1600, 1000], [figure, 1600, 900]]) {
    const image = `images/${id}.svg`;
    if (!(await exists(join(contentDir, image)))) written.push(await put(contentDir, image, placeholderSvg(`${id}.svg`, width, height)));
  }
  return written;
}

/**
 * Writes both language files of a project, its placeholder images (cover, a tall and a wide
 * gallery image) and adds the slug to the end of its section in content/portfolio.json.
 */
export async function newProject({ contentDir, slug, section }) {
  checkSlug(slug);
  if (RESERVED.includes(slug)) throw new ScaffoldError(`"${slug}" is the address of a portfolio section: pick another slug.`);
  if (!SECTIONS.includes(section)) {
    const given = section ? ` ("${section}" is none of them)` : "";
    throw new ScaffoldError(`Give the project's section with --section ${SECTIONS.join("|")}${given}.`);
  }
  const layoutFile = join(contentDir, "portfolio.json");
  const layout = JSON.parse(await readFile(layoutFile, "utf8"));
  if (Object.values(layout).some((slugs) => Array.isArray(slugs) && slugs.includes(slug))) {
    throw new ScaffoldError(`content/portfolio.json already lists "${slug}": pick another slug.`);
  }
  await refuseExisting(contentDir, LANGUAGES.map((lang) => `${lang}/projects/${slug}.json`));

  const written = [];
  for (const lang of LANGUAGES) {
    const project = projectTemplate(lang, { slug, section });
    written.push(await put(contentDir, `${lang}/projects/${slug}.json`, `${JSON.stringify(project, null, 2)}\n`));
  }
  for (const [name, width, height] of [["cover", 1600, 1000], ["tall", 1000, 1400], ["wide", 1600, 900]]) {
    const image = `images/projects/${slug}/${name}.svg`;
    if (!(await exists(join(contentDir, image)))) {
      written.push(await put(contentDir, image, placeholderSvg(`projects/${slug}/${name}.svg`, width, height)));
    }
  }
  layout[section] = [...(layout[section] ?? []), slug];
  await writeFile(layoutFile, `${JSON.stringify(layout, null, 2)}\n`);
  written.push(layoutFile);
  return written;
}

/** Runs a scaffold from the command line, printing what it wrote or why it refused. */
export async function runCli(task) {
  const contentDir = contentFolder();
  try {
    const written = await task(contentDir);
    console.log(`Wrote:\n${written.map((path) => `  ${relative(process.cwd(), path)}`).join("\n")}`);
    console.log(
      "Edit the texts and replace the placeholder .svg pictures: put your .jpg or .png of the same name beside one, " +
        "delete the .svg, then run npm run build to check it all.",
    );
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
