// A year, any dash (hyphen, en dash, em dash) with or without spaces, and an end that is a year,
// a word or two ("present", "i dag") or nothing (an open span).
const YEAR_SPAN = /^\s*(\d{4})\s*[-\u2010-\u2015]\s*(\d{4}|\p{L}+(?: \p{L}+)?)?\s*$/u;

// Swedish says a span runs to "i dag", not to "nu" ("2025–i dag").
const OPEN_END: Record<string, string> = { nu: "i dag" };

/**
 * A span of years as typography writes it in both languages: an en dash with no spaces,
 * "2023–2025", "2025–present", "2025–i dag" (also for a span written to "nu"). Anything else, a
 * single year or a span whose ends are several words ("hösten 2022 – vintern 2023", which keeps its
 * spaced dash), is left as written.
 */
export function formatYearRange(text: string): string {
  const match = YEAR_SPAN.exec(text);
  if (!match) return text;
  const end = match[2] ?? "";
  return `${match[1]}\u2013${OPEN_END[end.toLowerCase()] ?? end}`;
}
