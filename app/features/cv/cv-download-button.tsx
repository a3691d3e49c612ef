import type { MouseEvent, ReactNode } from "react";
import { useLanguage } from "~/i18n/use-language";
import { Icon } from "~/components/ui/icon";
import { cvFileFor } from "./cv-files";
import { downloadCv } from "./download-cv";

/**
 * A real link to the PDF (works without JavaScript and as "save link as"); with JavaScript the
 * click downloads through fetch so the saved name follows the language.
 */
export function CvDownloadButton({ children, className }: { children: ReactNode; className?: string }) {
  const language = useLanguage();
  const file = cvFileFor(language);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void downloadCv(language);
  };
  return (
    <a href={file.href} download={file.fileName} onClick={onClick} className={className}>
      <Icon name="download" />
      {children}
    </a>
  );
}
