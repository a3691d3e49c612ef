// Writes the site's own artwork as SVG sources under content/images and the tests' copy in
// e2e/content/images (both committed), from which the
// image pipeline (scripts/images) builds AVIF and WebP files. `npm run art` also renders PNG
// previews to .cache/art-preview to look at before committing.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { assertOutlined } from "../art/font-uses.mjs";
import { renderArt } from "./art.mjs";

const OUTS = ["content/images", "e2e/content/images"];
const files = renderArt();
for (const out of OUTS) {
  for (const [name, text] of Object.entries(files)) {
    const path = `${out}/${name}`;
    await mkdir(dirname(path), { recursive: true });
    assertOutlined(path, text);
    await writeFile(path, text);
  }
}
console.log(`art-shell: wrote ${Object.keys(files).length} SVG files under ${OUTS.join("/ and ")}/`);
