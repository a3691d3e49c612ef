import type { ReactNode } from "react";

type Props = {
  children: ReactNode;
  /** An icon before the name (a technology's glyph); a chip without one is a plain tag. */
  glyph?: ReactNode;
};

/**
 * The site's one chip: a small tag in a list (a technology, a skill, a tool, a post's or a piece's
 * tag). The fill is the well's, a shade off the page; a half-tone edge (about 1.6:1 against paper,
 * card and night grounds alike, where the well alone was 1.1:1) draws its shape in both themes.
 */
export function Chip({ children, glyph }: Props) {
  return (
    <li
      data-chip
      className="inline-flex items-center gap-1.5 rounded-full border border-edge/45 bg-well px-3 py-[3px] text-sm font-medium text-fg"
    >
      {glyph}
      {children}
    </li>
  );
}
