import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";

// A small flowing-text writer on top of pdf-lib: wraps lines, starts new pages and numbers them.
// It uses the standard Helvetica fonts, whose WinAnsi encoding covers Swedish å, ä and ö.

const A4 = [595.28, 841.89] as const;
const MARGIN = 56;
const INK = rgb(0.12, 0.13, 0.2);
export const MUTED = rgb(0.38, 0.38, 0.42);
const ACCENT = rgb(0.76, 0.25, 0.05);

// Characters WinAnsi has beyond Latin-1 (the 0x80–0x9F block).
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** Text the standard fonts can encode: unknown characters fall back to their base letter. */
export function toWinAnsi(text: string): string {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) return char;
      if (char === "\n" || char === "\t") return " ";
      const base = char.normalize("NFKD").replace(/[^\x20-\x7e]/g, "");
      return base || "?";
    })
    .join("");
}

export type TextStyle = { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; gap?: number; indent?: number };

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private readonly pages: PDFPage[] = [];

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  static async create(title: string, language: string, author?: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(toWinAnsi(title));
    if (author) doc.setAuthor(toWinAnsi(author));
    doc.setLanguage(language);
    doc.setCreator("portfolio build (scripts/cv)");
    const writer = new PdfWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
    writer.newPage();
    return writer;
  }

  get width(): number {
    return A4[0] - 2 * MARGIN;
  }

  newPage(): void {
    this.page = this.doc.addPage([...A4]);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Wrapped text; starts a new page when the next line does not fit. */
  text(content: string, { size = 10, bold = false, color = INK, gap = 4, indent = 0 }: TextStyle = {}): void {
    const font = bold ? this.bold : this.regular;
    const lineHeight = size * 1.35;
    for (const line of this.wrap(toWinAnsi(content), font, size, this.width - indent)) {
      if (this.y - lineHeight < MARGIN) this.newPage();
      this.y -= lineHeight;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
    }
    this.y -= gap;
  }

  /** A line of text with a second text right-aligned on the same baseline (a title and its dates). */
  row(left: string, right: string, { size = 11 }: TextStyle = {}): void {
    if (this.y - size * 1.4 < MARGIN + size * 3) this.newPage();
    this.y -= size * 1.4;
    const rightText = toWinAnsi(right);
    const rightWidth = this.regular.widthOfTextAtSize(rightText, size - 1);
    this.page.drawText(toWinAnsi(left), { x: MARGIN, y: this.y, size, font: this.bold, color: INK });
    this.page.drawText(rightText, { x: MARGIN + this.width - rightWidth, y: this.y, size: size - 1, font: this.regular, color: MUTED });
  }

  heading(content: string): void {
    if (this.y - 60 < MARGIN) this.newPage();
    this.space(12);
    this.text(content.toUpperCase(), { size: 11, bold: true, color: ACCENT, gap: 2 });
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: MARGIN + this.width, y: this.y }, thickness: 0.6, color: ACCENT });
    this.space(8);
  }

  /** Writes "label n" in every page's footer and returns the file. */
  async save(pageLabel: string): Promise<Uint8Array> {
    this.pages.forEach((page, index) => {
      const label = toWinAnsi(`${pageLabel} ${index + 1} / ${this.pages.length}`);
      const width = this.regular.widthOfTextAtSize(label, 8);
      page.drawText(label, { x: A4[0] - MARGIN - width, y: MARGIN / 2, size: 8, font: this.regular, color: MUTED });
    });
    return this.doc.save();
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let current = "";
    // Breaks at spaces, never at a no-break space ("80 %", "90 kB").
    for (const word of text.split(/[^\S\u00a0]+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !current) current = candidate;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    return lines.length ? lines : [""];
  }
}
