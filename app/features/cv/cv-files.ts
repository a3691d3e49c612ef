import { byLanguageFolder, DEFAULT_LANGUAGE, inLanguage, toLanguage, type Language } from "../../i18n/languages";
import { withBase } from "../../lib/base-path";

// Where the build writes the CV and cover letter PDFs (public/files/ → /files/ on the site),
// and the name each is saved under, an interface word of its language (common.json's
// cvFileName). A language the site does not offer gets the first language's.
export const CV_DIRECTORY = "files";

export const CV_FILE_NAMES: Record<Language, string> = byLanguageFolder(
  import.meta.glob<string>("../../../public/locales/*/common.json", { eager: true, import: "cvFileName" }),
);

export type CvFile = { href: string; fileName: string; language: Language };

export function cvFileFor(language: string | null | undefined): CvFile {
  const lang = toLanguage(language) ?? DEFAULT_LANGUAGE;
  const fileName = inLanguage(CV_FILE_NAMES, lang);
  return { href: withBase(`/${CV_DIRECTORY}/${fileName}`), fileName, language: lang };
}
