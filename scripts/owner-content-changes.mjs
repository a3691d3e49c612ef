// What an owner does to the demo in the README's "Make it yours", done to a copy of a content
// folder: a name in site.json, one project removed, one portfolio section hidden, the hero and
// the portrait replaced by photos (JPEG), the blog emptied. Written to work on any valid content
// folder, not only the demo, because it runs on the owner's own content inside npm test.
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";

const LANGUAGES = ["en", "sv"];
const OWNER_NAME = "Kim Berg";

/** Changes the content folder at `dir` in place; returns what it changed, one phrase each. */
export async function changeAsAnOwner(dir) {
  const changes = [];
  const site = await readJson(dir, "site.json");
  await writeJson(dir, "site.json", { ...site, name: OWNER_NAME });
  changes.push(`name "${OWNER_NAME}"`);

  const layout = await readJson(dir, "portfolio.json");
  const top5 = await readJson(dir, "en/top5.json");
  const featured = new Set(top5.map((item) => item.urlTitle));
  // A section to hide: the first with projects; its projects go too, unless the top 5 shows them.
  const hidden = Object.keys(layout).find((section) => layout[section].length > 0);
  if (hidden) {
    const gone = layout[hidden].filter((slug) => !featured.has(slug));
    layout[hidden] = [];
    await writeJson(dir, "portfolio.json", layout);
    for (const slug of gone) await removeProject(dir, slug);
    changes.push(`section "${hidden}" hidden with []`);
  }
  // A project to remove: one of the top 5 when it keeps another item, else one in a section.
  const listed = Object.values(layout).flat();
  const removed =
    (top5.length > 1 ? top5.map((item) => item.urlTitle).find((slug) => listed.includes(slug)) : undefined) ??
    listed.find((slug) => !featured.has(slug));
  if (removed) {
    await removeProject(dir, removed);
    changes.push(`project "${removed}" removed`);
  }

  await replaceWithJpeg(dir, "hero", 1600, 1000);
  await replaceWithJpeg(dir, site.portrait ?? "contact/portrait", 800, 1000);
  changes.push("hero and portrait as JPEG");

  for (const lang of LANGUAGES) await rm(join(dir, lang, "blog"), { recursive: true, force: true });
  await rm(join(dir, "images", "blog"), { recursive: true, force: true });
  changes.push("no blog posts");
  return changes;
}

/** As the README says: its files in both languages, its images, and every list that names it. */
async function removeProject(dir, slug) {
  for (const lang of LANGUAGES) {
    for (const extension of [".json", ".md"]) {
      await rm(join(dir, lang, "projects", `${slug}${extension}`), { force: true });
    }
    const top5 = await readJson(dir, `${lang}/top5.json`);
    await writeJson(dir, `${lang}/top5.json`, top5.filter((item) => item.urlTitle !== slug));
  }
  const layout = await readJson(dir, "portfolio.json");
  for (const section of Object.keys(layout)) layout[section] = layout[section].filter((item) => item !== slug);
  await writeJson(dir, "portfolio.json", layout);
  await rm(join(dir, "images", "projects", slug), { recursive: true, force: true });
}

/**
 * Replaces the image `id` (a file, or every file of a folder of that name) under images/ by a
 * JPEG of the same id: one colour, the size of a photo.
 */
async function replaceWithJpeg(dir, id, width, height) {
  const images = join(dir, "images");
  const folder = join(images, id);
  const files = await readdir(folder).then(
    (names) => names.map((name) => join(id, name)),
    () => [],
  );
  if (files.length === 0) {
    const parent = id.includes("/") ? id.slice(0, id.lastIndexOf("/")) : "";
    const base = id.slice(id.lastIndexOf("/") + 1);
    const names = await readdir(join(images, parent)).catch(() => []);
    files.push(...names.filter((name) => name.replace(/\.[a-z]+$/, "") === base).map((name) => join(parent, name)));
  }
  for (const file of files) {
    await rm(join(images, file));
    const jpeg = join(images, file.replace(/\.[a-z]+$/, ".jpg"));
    await sharp({ create: { width, height, channels: 3, background: { r: 150, g: 110, b: 90 } } })
      .jpeg({ quality: 80 })
      .toFile(jpeg);
  }
}

async function readJson(dir, file) {
  return JSON.parse(await readFile(join(dir, file), "utf8"));
}

async function writeJson(dir, file, value) {
  await writeFile(join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
}
