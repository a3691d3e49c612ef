// Renders the art sources to small PNGs in .cache/art-preview, to look at before committing.
import { mkdir, readdir } from "node:fs/promises";
import sharp from "sharp";

const groups = process.argv.slice(2).length ? process.argv.slice(2) : ["hero", "contact", "not-found", "og"];
await mkdir(".cache/art-preview", { recursive: true });
for (const group of groups) {
  const files = await readdir(`content/images/${group}`).catch(() => []);
  for (const file of files.filter((f) => f.endsWith(".svg"))) {
    const out = `.cache/art-preview/${group}-${file.replace(/\.svg$/, ".png")}`;
    await sharp(`content/images/${group}/${file}`).resize({ width: 800 }).png().toFile(out);
    console.log(out);
  }
}
