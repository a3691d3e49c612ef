import { toLanguage, type Language } from "../../i18n/languages";
import { withBase } from "../../lib/base-path";

// Where the build writes the CV and cover letter PDFs (public/files/ → /files/ on the site),
// and the name each is saved under. Swedish for sv, English for everything else, as English is
// the default language.
export const CV_DIRECTORY = "files";

export const CV_FILE_NAMES: Record<Language, string> = {
  en: "cv-cover-letter-en.pdf",
  sv: "cv-personligt-brev-sv.pdf",
};

export type CvFile = { href: string; fileName: string; language: Language };

export function cvFileFor(language: string | null | undefined): CvFile {
  const lang: Language = toLanguage(language) === "sv" ? "sv" : "en";
  const fileName = CV_FILE_NAMES[lang];
  return { href: withBase(`/${CV_DIRECTORY}/${fileName}`), fileName, language: lang };
}
