// Starting points for new content (new:post, new:project, new:site): files that pass the content
// check as written, so the owner edits working content instead of assembling it.
import { execFile } from "node:child_process";
import { access, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { stringify } from "yaml";
import { contentFolder } from "../content-dir.mjs";
import { placeholderSvg } from "./placeholder-svg.mjs";
import { readSiteLanguages } from "../site-languages.mjs";
import { FIXED_PICTURES, languageTemplates, siteTemplate, TEMPLATE_LANGUAGES } from "./site-templates.mjs";
import { postImages, postTemplate, projectTemplate } from "./templates.mjs";

const SECTIONS = ["frontend", "backend", "fullstack", "graphic-design"];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// Section names are portfolio addresses (/portfolio/frontend), so no project may take one.
const RESERVED = ["my-work", "top-5-projects", ...SECTIONS];

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

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** Placeholder pictures ([image id, width, height]) where the owner has none yet; returns the paths written. */
async function placeholders(contentDir, pictures) {
  const written = [];
  for (const [id, width, height] of pictures) {
    const file = `images/${id}.svg`;
    if (!(await exists(join(contentDir, file)))) written.push(await put(contentDir, file, placeholderSvg(`${id}.svg`, width, height)));
  }
  return written;
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
  const languages = readSiteLanguages(contentDir, "");
  const files = languages.map((lang) => `${lang}/blog/${slug}.md`);
  await refuseExisting(contentDir, [...files, ...languages.map((lang) => `${lang}/blog/${slug}.json`)]);
  const written = [];
  for (const lang of languages) {
    const { fields, body } = postTemplate(lang, { slug, date });
    written.push(await put(contentDir, `${lang}/blog/${slug}.md`, `---\n${stringify(fields)}---\n\n${body}`));
  }
  const { cover, figure } = postImages(slug);
  return [...written, ...(await placeholders(contentDir, [[cover, 1600, 1000], [figure, 1600, 900]]))];
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
  const languages = readSiteLanguages(contentDir, "");
  await refuseExisting(contentDir, languages.map((lang) => `${lang}/projects/${slug}.json`));

  const written = [];
  for (const lang of languages) {
    const project = projectTemplate(lang, { slug, section });
    written.push(await put(contentDir, `${lang}/projects/${slug}.json`, json(project)));
  }
  const sizes = [["cover", 1600, 1000], ["tall", 1000, 1400], ["wide", 1600, 900]];
  written.push(...(await placeholders(contentDir, sizes.map(([name, ...size]) => [`projects/${slug}/${name}`, ...size]))));
  layout[section] = [...(layout[section] ?? []), slug];
  await writeFile(layoutFile, json(layout));
  written.push(layoutFile);
  return written;
}

/** The slugs of the example project and post a new site starts with. */
export const EXAMPLE_PROJECT = "example-project";
export const EXAMPLE_POST = "example-post";
const EXAMPLE_SECTION = "frontend";

/** Changed or new files under the content folder, as `git status --porcelain` lines (all of them outside git). */
function uncommittedContent(contentDir) {
  return new Promise((resolve, reject) => {
    execFile("git", ["status", "--porcelain", "--untracked-files=all", "--", "."], { cwd: contentDir }, async (error, stdout) => {
      if (!error) return resolve(stdout.split("\n").filter((line) => line && !/^[ D]{2}/.test(line)));
      const names = await readdir(contentDir, { recursive: true }).catch(() => null);
      if (names === null) return reject(error);
      resolve(names.map((name) => `?? ${name}`));
    });
  });
}

/**
 * Whether new:site may replace the content folder: at once when git has it all, else only with
 * `yes` or a "y" at the prompt (refused without a terminal). `{ ok }`, with a message when refused.
 */
export async function confirmReplace({ contentDir, yes = false, interactive = false, ask }) {
  if (yes) return { ok: true };
  const changes = await uncommittedContent(contentDir);
  if (changes.length === 0) return { ok: true };
  const listed = changes.slice(0, 10).map((line) => `  ${line}`).join("\n");
  const more = changes.length > 10 ? `\n  … and ${changes.length - 10} more` : "";
  const count = `${changes.length} uncommitted change${changes.length === 1 ? "" : "s"}`;
  const warning = `The content folder has ${count} that new:site would delete for good:\n${listed}${more}`;
  if (!interactive) {
    return { ok: false, message: `${warning}\nCommit them first, or run npm run new:site -- --yes to delete them.` };
  }
  const answer = await ask(`${warning}\nDelete them and start a new site? [y/N] `);
  return /^y(es)?$/i.test(answer.trim()) ? { ok: true } : { ok: false, message: "Nothing was changed." };
}

/**
 * Replaces everything in the content folder with the smallest site that builds: placeholder
 * site.json and texts, one example project and post, empty lists of work, schooling and hobbies,
 * and placeholder pictures for the hero, the not-found page, the portrait and link previews.
 * icons.json stays: it is the icon set, not content about the demo. Returns the paths written.
 */
export async function newSite({ contentDir, date = localDate() }) {
  const kept = join(contentDir, "icons.json");
  const icons = (await exists(kept)) ? await readFile(kept, "utf8") : "{}\n";
  await rm(contentDir, { recursive: true, force: true });
  const written = [
    await put(contentDir, "icons.json", icons),
    await put(contentDir, "site.json", json(siteTemplate())),
    await put(contentDir, "portfolio.json", json({ frontend: [], backend: [], fullstack: [], "graphic-design": [] })),
  ];
  const example = { slug: EXAMPLE_PROJECT, section: EXAMPLE_SECTION };
  for (const lang of TEMPLATE_LANGUAGES) {
    for (const [name, value] of Object.entries(languageTemplates(lang, projectTemplate(lang, example)))) {
      written.push(await put(contentDir, `${lang}/${name}`, json(value)));
    }
  }
  written.push(...(await placeholders(contentDir, FIXED_PICTURES)));
  written.push(...(await newProject({ contentDir, ...example })));
  written.push(...(await newPost({ contentDir, slug: EXAMPLE_POST, date })));
  return [...new Set(written)];
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
