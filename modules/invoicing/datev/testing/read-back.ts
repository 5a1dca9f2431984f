import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';

// For the tests: a DATEV file read back as a spreadsheet would, with libraries independent of the
// writer (iconv-lite decodes Windows-1252, csv-parse splits the lines).

interface ReadBack {
  text: string;
  header: string[];
  columns: string[];
  rows: string[][];
}

export function readBack(bytes: Buffer): ReadBack {
  const text = iconv.decode(bytes, 'win1252');
  const [header, columns, ...rows] = parse(text, {
    delimiter: ';',
    record_delimiter: '\r\n',
    relax_column_count: true,
  }) as string[][];
  return { text, header: header!, columns: columns!, rows };
}

/** '1190,00' → 119000 (cents, no float on the way). */
export function centsOf(amount: string): number {
  const m = /^(\d+),(\d{2})$/.exec(amount);
  if (!m) throw new Error(`Kein DATEV-Betrag: ${amount}`);
  return Number(m[1]) * 100 + Number(m[2]);
}
