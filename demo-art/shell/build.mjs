// Writes the site's own artwork as SVG sources under content/images and the tests' copy in
// e2e/content/images (both committed), from which the
// image pipeline (scripts/images) builds AVIF and WebP files. `npm run art` also renders PNG
// previews to .cache/art-preview to look at before committing.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { assertOutlined } from "../content/font-uses.mjs";
import { renderArt } from "./art.mjs";

const OUTS = ["content/images", "e2e/content/images"];
let count = 0;
for (const out of OUTS) {
  // Each content folder's share card names its own person.
  const files = renderArt(undefined, dirname(out));
  count = Object.keys(files).length;
  for (const [name, text] of Object.entries(files)) {
    const path = `${out}/${name}`;
    await mkdir(dirname(path), { recursive: true });
    assertOutlined(path, text);
    await writeFile(path, text);
  }
}
console.log(`art-shell: wrote ${count} SVG files under ${OUTS.join("/ and ")}/`);
