const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/**
 * The text of a sanitised HTML fragment, for what cannot show markup: card excerpts, search
 * descriptions, the CV, and the check that a field keeps some text after sanitising.
 */
export function toPlainText(html: string): string {
  return html
    // Inline tags (a highlighted code token) sit inside words; only block tags separate them.
    .replace(/<\/?(?:p|h[1-6]|ul|ol|li|pre|blockquote|br|hr|table|thead|tbody|tr|th|td)(?:\s[^>]*)?\/?>/g, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    // The Markdown renderer writes some characters as hex references (&#x3C; for <).
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/\s+/g, " ")
    .replace(/\s([.,;:!?])/g, "$1")
    .trim();
}
