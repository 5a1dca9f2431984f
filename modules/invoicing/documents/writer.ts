import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { oneLine } from '../../../lib/plain-name';

// The invoice page's geometry (A4, DIN 5008 margins, in points) and the one writer of its text.

export const MM = 72 / 25.4;
export const PAGE = { width: 210 * MM, height: 297 * MM };
export const LEFT = 25 * MM;
export const RIGHT = PAGE.width - 20 * MM;
const GREY = rgb(0.35, 0.35, 0.35);

/**
 * Writes text; a character the embedded font lacks (e.g. CJK) becomes its base letter or '?', never
 * an error nor a missing glyph (.notdef, which PDF/A forbids). Every text is one line: a line break
 * stored in a company or street would draw over the next line of the address window.
 */
export class Writer {
  private readonly chars: Set<number>;
  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.chars = new Set(regular.getCharacterSet());
  }

  clean(text: string): string {
    return [...oneLine(text).normalize('NFC')]
      .map((ch) => {
        if (this.chars.has(ch.codePointAt(0)!)) return ch;
        const base = ch.normalize('NFD')[0]!;
        return this.chars.has(base.codePointAt(0)!) ? base : '?';
      })
      .join('');
  }

  text(s: string, x: number, y: number, o: { size?: number; bold?: boolean; right?: boolean; grey?: boolean } = {}) {
    const size = o.size ?? 10;
    const font = o.bold ? this.bold : this.regular;
    const t = this.clean(s);
    const at = o.right ? x - font.widthOfTextAtSize(t, size) : x;
    this.page.drawText(t, { x: at, y, size, font, color: o.grey ? GREY : rgb(0, 0, 0) });
  }

  /** Breaks text into lines no wider than `width` at spaces. */
  wrap(s: string, width: number, size = 10): string[] {
    const words = this.clean(s).split(' ');
    const lines: string[] = [];
    let line = '';
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (line && this.regular.widthOfTextAtSize(next, size) > width) {
        lines.push(line);
        line = w;
      } else line = next;
    }
    if (line) lines.push(line);
    return lines;
  }

  rule(y: number, from = LEFT, to = RIGHT) {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.5, color: GREY });
  }

  /** The foot of a document: a rule, then up to three grey columns of lines (empty lines left out). */
  footer(columns: (string | null | undefined | false)[][]) {
    const y0 = 22 * MM;
    this.rule(y0 + 5 * MM);
    const width = (RIGHT - LEFT) / 3;
    columns.forEach((col, c) =>
      col
        .filter((l): l is string => Boolean(l))
        .forEach((l, i) => this.text(l, LEFT + c * width, y0 - i * 3.5 * MM, { size: 7, grey: true })),
    );
  }
}
