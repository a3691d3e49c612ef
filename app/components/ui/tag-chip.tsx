import type { ReactNode } from "react";

type Props = {
  glyph: ReactNode;
  children: ReactNode;
  /** The chip's fill, when the ground it sits on is the well's own colour (the default). */
  fill?: string;
};

/**
 * A small filled tag with its icon before its name: the one drawing of a technology wherever a
 * page lists one (a project's stack, a post's tools, a job's or a school's).
 */
export function TagChip({ glyph, children, fill = "bg-well" }: Props) {
  return (
    <li data-chip className={`inline-flex items-center gap-1.5 rounded-full ${fill} px-3 py-1 text-sm font-medium text-fg`}>
      {glyph}
      {children}
    </li>
  );
}
