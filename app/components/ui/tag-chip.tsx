import type { ReactNode } from "react";

/**
 * A small filled tag with its icon before its name: the one drawing of a technology wherever a
 * page lists one (a project's stack, a post's tools, a job's or a school's).
 */
export function TagChip({ glyph, children }: { glyph: ReactNode; children: ReactNode }) {
  return (
    <li data-chip className="inline-flex items-center gap-1.5 rounded-full bg-well px-3 py-1 text-sm font-medium text-fg">
      {glyph}
      {children}
    </li>
  );
}
