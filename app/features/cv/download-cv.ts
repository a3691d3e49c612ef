import { cvFileFor } from "~/content/cv-files";

/**
 * Spec §4/§8: fetch the PDF for the active language, save it under a name that reflects the
 * language, release the temporary link. A failure is logged and nothing else happens.
 */
export async function downloadCv(language: string | undefined, doc: Document = document): Promise<boolean> {
  const file = cvFileFor(language);
  try {
    const response = await fetch(file.href);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
    const url = URL.createObjectURL(await response.blob());
    const link = doc.createElement("a");
    link.href = url;
    link.download = file.fileName;
    doc.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
    return true;
  } catch (error) {
    console.error("Download failed:", error);
    return false;
  }
}
