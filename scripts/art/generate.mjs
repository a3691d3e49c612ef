// Writes every project and blog image as an SVG source under content/images/. Run with
// `npm run art`; the image pipeline turns the sources into AVIF and WebP at build time. Each
// project whose pictures have words also gets "<name>-sv.svg" for each image whose words differ in
// Swedish (./sv/); the run fails on a word without Swedish.
import { mkdir, writeFile } from "node:fs/promises";
import { assertOutlined } from "./font-uses.mjs";
import { dirname, join } from "node:path";
import { blogArt } from "./blog-art.mjs";
import { projects } from "./projects.mjs";
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
for (const [slug, draw] of Object.entries(blogArt)) {
  await put(`blog/${slug}.svg`, draw());
  count++;
}
console.log(`art: wrote ${count} SVG sources to content/images/`);
