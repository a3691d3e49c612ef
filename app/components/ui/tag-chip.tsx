import type { ReactNode } from "react";

type Props = {
  glyph: ReactNode;
  children: ReactNode;
  /** The chip's fill; its edge keeps it a chip on any ground. */
  fill?: string;
};

/**
 * A small filled tag with its icon before its name: the one drawing of a technology wherever a
 * page lists one (a project's stack, a post's tools, a job's or a school's). The fill is the
 * well's, a shade off the page; a half-tone edge (about 1.6:1 against paper, card and night
 * grounds alike, where the well alone was 1.1:1) draws the chip's shape in both themes.
 */
export function TagChip({ glyph, children, fill = "bg-well" }: Props) {
  return (
    <li
      data-chip
      className={`inline-flex items-center gap-1.5 rounded-full border border-edge/45 ${fill} px-3 py-[3px] text-sm font-medium text-fg`}
    >
      {glyph}
      {children}
    </li>
  );
}
