import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { CONTENT_DIR } from "../../scripts/content-dir.mjs";
import { LANGUAGES } from "../i18n/languages";
import { CV_DIRECTORY, CV_FILE_NAMES } from "./cv-files";
import { buildCvPdf } from "./cv-pdf.server";
import { loadContent } from "./load.server";

/**
 * Validates the content and writes one CV PDF per language to public/files/. The CV shows no
 * images, so image ids are only checked against their files, not run through the pipeline.
 */
export async function writeCvFiles(projectRoot: string): Promise<string[]> {
  const content = await loadContent({
    root: resolve(projectRoot, CONTENT_DIR),
    resolveImage: (id) => ({ id, width: 0, height: 0, src: "", avif: "", webp: "" }),
  });
  const dir = join(projectRoot, "public", CV_DIRECTORY);
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const lang of LANGUAGES) {
    const bytes = await buildCvPdf({ lang, profile: content.profile[lang], cv: content.cv[lang], site: content.site });
    const file = join(dir, CV_FILE_NAMES[lang]);
    await writeFile(file, bytes);
    written.push(file);
  }
  return written;
}
