// Writes every project and blog image as an SVG source under content/images/. Run with
// `npm run art`; the image pipeline turns the sources into AVIF and WebP at build time. Each
// project and post whose pictures have words also gets "<name>-sv.svg" for each image whose words
// differ in Swedish (./sv/); the run fails on a word without Swedish.
import { mkdir, writeFile } from "node:fs/promises";
import { assertOutlined } from "./font-uses.mjs";
import { dirname, join } from "node:path";
import { blogArt } from "./blog-art.mjs";
import { projects } from "./projects.mjs";
import { blogDictionaries } from "./sv/blog.mjs";
import * as sv from "./sv/index.mjs";
import { swedishTwins } from "./twins.mjs";

const IMAGES = new URL("../../content/images/", import.meta.url).pathname;


async function put(relative, content) {
  const file = join(IMAGES, relative);
  await mkdir(dirname(file), { recursive: true });
  assertOutlined(file, content);
  await writeFile(file, content);
}

let count = 0;
for (const [slug, draw] of Object.entries(projects)) {
  const images = draw();
  for (const [name, content] of Object.entries(images)) {
    await put(`projects/${slug}/${name}.svg`, content);
    count++;
  }
  for (const [name, content] of Object.entries(swedishTwins(slug, draw, images, sv.dictionaries))) {
    await put(`projects/${slug}/${name}-sv.svg`, content);
    count++;
  }
}
for (const [slug, drawPost] of Object.entries(blogArt)) {
  // A post has one picture, named for the post.
  const draw = () => ({ [slug]: drawPost() });
  const images = draw();
  await put(`blog/${slug}.svg`, images[slug]);
  count++;
  for (const content of Object.values(swedishTwins(slug, draw, images, blogDictionaries))) {
    await put(`blog/${slug}-sv.svg`, content);
    count++;
  }
}
console.log(`art: wrote ${count} SVG sources to content/images/`);
