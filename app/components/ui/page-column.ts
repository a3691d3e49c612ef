/**
 * The one column every page's content stands in: the same left edge and the same greatest width
 * on every page (and the footer), so moving between pages the text does not jump sideways. On a
 * phone it keeps 20 px gutters; from 768 px, beside the side rail, 40 px.
 */
export const PAGE_COLUMN = "mx-auto w-full max-w-6xl px-5 md:px-10";

/**
 * The one vertical rhythm: a page's first block starts `top` below the header, sections are
 * separated by `section`, and the last block leaves `bottom` above the footer.
 */
export const SPACE = {
  top: "pt-10 md:pt-12",
  section: "py-14 md:py-20",
  bottom: "pb-16 md:pb-24",
} as const;
