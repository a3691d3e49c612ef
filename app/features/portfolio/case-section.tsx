import type { ReactNode } from "react";

/** The one size of the project page's section headings (the story, the case's parts, the gallery). */
export const SECTION_HEADING = "text-3xl font-bold";

type Props = { id: string; title: string; className?: string; children: ReactNode };

/** One headed part of a case study: a heading, then its body a measured step below. */
export function CaseSection({ id, title, className = "", children }: Props) {
  const headingId = `project-${id}-title`;
  return (
    <section aria-labelledby={headingId} data-case-part={id} className={className}>
      <h2 id={headingId} className={SECTION_HEADING}>
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
