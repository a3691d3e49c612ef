// Generated content for `npm run bench:scale`: a copy of a content folder with extra blog posts
// and projects, each cloned from a real one (so it passes the same validation) under a new slug.
// Images are shared with the real content (the clone names the same image ids).
import { cp, mkdir, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parse, stringify } from "yaml";

const LANGUAGES = ["en", "sv"];
const SECTIONS = ["frontend", "backend", "fullstack", "graphic-design"];

const readJson = async (path) => JSON.parse(await readFile(path, "utf8"));
const writeJson = (path, data) => writeFile(path, `${JSON.stringify(data, null, 2)}\n`);

/** A post file: YAML front matter between `---` lines, then the Markdown body. */
async function readPost(path) {
  const [, frontMatter, body] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(await readFile(path, "utf8"));
  return { fields: parse(frontMatter), body };
}
const writePost = (path, { fields, body }) => writeFile(path, `---\n${stringify(fields)}---\n${body}`);

/** 2025-01-01 plus `n` days, so generated posts spread over the year like real ones. */
export function dayOf2025(n) {
  return new Date(Date.UTC(2025, 0, 1 + (n % 365))).toISOString().slice(0, 10);
}

function cloneItem(item, { slug, number }) {
  return { ...item, urlTitle: slug, title: `${item.title} (${number})` };
}

export async function generateScaleContent({ source, target, posts, projects }) {
  await mkdir(target, { recursive: true });
  for (const entry of await readdir(source)) {
    if (entry === "images") await symlink(resolve(source, "images"), join(target, "images"));
    else await cp(join(source, entry), join(target, entry), { recursive: true });
  }

  const postTemplates = (await readdir(join(source, "en/blog"))).filter((name) => name.endsWith(".md")).sort();
  const layout = await readJson(join(source, "portfolio.json"));
  const projectTemplates = SECTIONS.map((section) => ({ section, slug: layout[section][0] }));

  for (const lang of LANGUAGES) {
    for (let i = 1; i <= posts; i++) {
      const template = postTemplates[i % postTemplates.length];
      const { fields, body } = await readPost(join(source, lang, "blog", template));
      const slug = `scale-post-${i}`;
      const clone = { ...cloneItem(fields, { slug, number: i }), date: dayOf2025(i) };
      await writePost(join(target, lang, "blog", `${slug}.md`), { fields: clone, body });
    }
    for (let i = 1; i <= projects; i++) {
      const { slug: templateSlug } = projectTemplates[i % projectTemplates.length];
      const project = await readJson(join(source, lang, "projects", `${templateSlug}.json`));
      const slug = `scale-project-${i}`;
      await writeJson(join(target, lang, "projects", `${slug}.json`), cloneItem(project, { slug, number: i }));
    }
  }
  for (let i = 1; i <= projects; i++) layout[projectTemplates[i % projectTemplates.length].section].push(`scale-project-${i}`);
  await writeJson(join(target, "portfolio.json"), layout);
  return { firstPost: "scale-post-1", firstProject: "scale-project-1" };
}
