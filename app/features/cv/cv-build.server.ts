import { mkdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { contentFolder } from "../../../scripts/content-dir.mjs";
import { inLanguage, LANGUAGES } from "../../i18n/languages";
import { CV_DIRECTORY, CV_FILE_NAMES } from "./cv-files";
import { buildCvPdf } from "./cv-pdf.server";
import { demoShareImage } from "../../content/demo-share-image.server";
import { exampleValuesWarning, slugsWithExampleLinks } from "../../content/example-values";
import { loadContent } from "../../content/load.server";
import { placeholderImages } from "../../content/placeholder-images.server";

/**
 * Validates the content and writes one CV PDF per language to public/files/. The CV shows no
 * images, so image ids are only checked against their files, not run through the pipeline.
 * Returns the files and, when site.json, a project or a post still holds example addresses,
 * og/default is the demo's share image or a scaffold's placeholder picture is left, the warning to print.
 */
export async function writeCvFiles(
  projectRoot: string,
  contentRoot = contentFolder(projectRoot),
): Promise<{ files: string[]; warning: string | null }> {
  const content = await loadContent({
    root: contentRoot,
    resolveImage: (id) => ({ id, width: 0, height: 0, src: "", avif: "", webp: "" }),
  });
  const dir = join(projectRoot, "public", CV_DIRECTORY);
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const lang of LANGUAGES) {
    const [profile, cv] = [inLanguage(content.profile, lang), inLanguage(content.cv, lang)];
    const bytes = await buildCvPdf({ lang, profile, cv, site: content.site });
    const file = join(dir, inLanguage(CV_FILE_NAMES, lang));
    await writeFile(file, bytes);
    written.push(file);
  }
  const shown = relative(projectRoot, contentRoot) || ".";
  const shareImage = await demoShareImage(contentRoot);
  const both = (folder: string) => `${join(shown, LANGUAGES.length > 1 ? `{${LANGUAGES.join()}}` : LANGUAGES.join(), folder)}/`;
  return {
    files: written,
    warning: exampleValuesWarning({
      siteFile: join(shown, "site.json"),
      site: content.site,
      projectsFolder: both("projects"),
      projects: slugsWithExampleLinks(
        [...content.projects.values()].flatMap((project) => LANGUAGES.map((lang) => inLanguage(project, lang))),
      ),
      postsFolder: both("blog"),
      posts: slugsWithExampleLinks(LANGUAGES.flatMap((lang) => inLanguage(content.posts, lang))),
      demoShareImage: shareImage && join(shown, shareImage),
      placeholders: (await placeholderImages(contentRoot)).map((file) => join(shown, file)),
    }),
  };
}
