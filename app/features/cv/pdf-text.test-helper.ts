import { inflateSync } from "node:zlib";

export type TextRun = { page: number; x: number; y: number; size: number; text: string };

// WinAnsi is Latin-1 plus typographic characters in 0x80–0x9F. (Node's TextDecoder treats
// "windows-1252" as plain Latin-1, so the block is mapped here.)
const WIN_ANSI_80 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";
const decodeWinAnsi = (bytes: number[]) =>
  bytes.map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_80[b - 0x80] : String.fromCharCode(b))).join("");

/**
 * The text runs pdf-lib draws (`… Tf … Tm <hex> Tj`), read back from the file's content
 * streams (inflating the compressed ones), in page order.
 */
export function pdfTextRuns(bytes: Uint8Array): TextRun[] {
  const raw = Buffer.from(bytes).toString("latin1");
  const runs: TextRun[] = [];
  const streams = raw.matchAll(/<<([^]*?)>>\s*stream\r?\n/g);
  let page = 0;
  for (const match of streams) {
    const start = match.index + match[0].length;
    const length = Number(/\/Length (\d+)/.exec(match[1] ?? "")?.[1] ?? -1);
    if (length < 0) continue;
    const data = Buffer.from(raw.slice(start, start + length), "latin1");
    let body: string;
    try {
      body = (match[1]?.includes("FlateDecode") ? inflateSync(data) : data).toString("latin1");
    } catch {
      continue;
    }
    if (!/ Tj/.test(body)) continue;
    page++;
    for (const text of body.matchAll(/\/\S+ ([\d.]+) Tf[^]*?([\d.-]+) ([\d.-]+) Tm\s*<([0-9A-Fa-f]*)> Tj/g)) {
      const hex = text[4] ?? "";
      const decoded = decodeWinAnsi((hex.match(/../g) ?? []).map((h) => parseInt(h, 16)));
      runs.push({ page, size: Number(text[1]), x: Number(text[2]), y: Number(text[3]), text: decoded });
    }
  }
  return runs;
}

export function pdfText(bytes: Uint8Array): string {
  return pdfTextRuns(bytes).map((run) => run.text).join("\n");
}
