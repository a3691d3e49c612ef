// Experience and education share one ruled row, so the profile's two lists read as one reference
// block: the dates in a column of their own from 768 px (the eye runs down them), the entry, and
// from 1024 px the tools in a third column. On a phone the dates close the entry's first line.
export const PROFILE_ROW = {
  grid: "grid gap-x-8 py-3 md:grid-cols-[8rem_minmax(0,1fr)] lg:grid-cols-[8rem_minmax(0,1fr)_minmax(0,15rem)]",
  dateColumn: "font-display text-sm font-semibold tabular-nums text-muted max-md:hidden md:pt-1",
  dateOnPhone: "shrink-0 font-display text-sm font-semibold whitespace-nowrap tabular-nums text-muted md:hidden",
  toolsColumn: "mt-1 md:col-start-2 lg:col-start-3 lg:mt-1",
  text: "mt-0.5 max-w-prose text-sm leading-normal md:leading-relaxed text-muted md:text-[0.9375rem]",
} as const;
