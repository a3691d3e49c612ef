// `npm run fonts`: cuts the two variable web fonts down to what the site sets, and writes them
// to app/assets/fonts/ (committed, so a build needs no Python), then prints the size and metric
// overrides of the fallback faces in app/fonts.css. Needs fontTools
// (`apt-get install python3-fonttools python3-brotli`, or `pip install fonttools brotli`).
//
// Fontsource's latin files carry the whole 100–900 weight axis, alternates (ss01…, cv01…) and
// hinting: 48 KB (Inter) + 22 KB (Space Grotesk). The site uses weights 400–700, English and
// Swedish text and a few punctuation marks, so these come to ~37 KB together; Lighthouse counts
// every font byte in the largest paint (see bench-results/).
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FONT_FACES, LAYOUT_FEATURES, UNICODE_RANGE } from "./faces.mjs";

const python = process.env.PYTHON ?? "/usr/bin/python3";
// fontTools stamps the files with this time instead of now, so a re-run writes the same bytes.
const env = { ...process.env, SOURCE_DATE_EPOCH: process.env.SOURCE_DATE_EPOCH ?? "1735689600" };
const work = mkdtempSync(join(tmpdir(), "fonts-"));
try {
  for (const face of FONT_FACES) {
    const source = join("node_modules", face.source);
    const pinned = join(work, `${face.file}.ttf`);
    execFileSync(python, ["-m", "fontTools.varLib.instancer", source, `wght=${face.weights.join(":")}`, "-o", pinned, "-q"], { env });
    const out = join(work, face.file);
    execFileSync(python, [
      "-m", "fontTools.subset", pinned, `--unicodes=${UNICODE_RANGE}`, `--layout-features=${LAYOUT_FEATURES}`,
      "--flavor=woff2", "--no-hinting", `--output-file=${out}`,
    ], { env });
    copyFileSync(out, join("app/assets/fonts", face.file));
    console.log(`fonts: ${face.file} ${(statSync(out).size / 1024).toFixed(1)} KB`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

// The overrides of the fallback faces in app/fonts.css, against Liberation Sans (Arial's metrics).
const FALLBACKS = {
  400: process.env.FALLBACK_REGULAR ?? "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
  700: process.env.FALLBACK_BOLD ?? "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
};
for (const face of FONT_FACES) {
  for (const [weight, fallback] of Object.entries(FALLBACKS)) {
    const css = execFileSync(python, ["scripts/fonts/fallback_metrics.py", join("app/assets/fonts", face.file), weight, fallback]);
    console.log(`fonts: fallback for ${face.family} ${weight}:\n${String(css).trim()}`);
    if (!face.capsFallback) continue;
    const caps = execFileSync(python, ["scripts/fonts/fallback_metrics.py", join("app/assets/fonts", face.file), weight, fallback, "caps"]);
    console.log(`fonts: fallback for ${face.family} ${weight} in capitals:\n${String(caps).trim()}`);
  }
}
