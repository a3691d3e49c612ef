import { cvFileFor } from "./cv-files";

/**
 * Fetch the PDF for the active language and save it under a name that says the language, so a
 * visitor who saves both can tell them apart; release the temporary link. A failure is logged and
 * nothing else happens: the link itself still works.
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
