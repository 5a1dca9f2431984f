import { camtDocument, camtLines } from './camt';
import { csvLines, csvStatement } from './bank-csv';
import { identify, type IdentifiedLine, type OtherDebit } from './statement-line';

// An uploaded file: CAMT.053/.054 XML or a German bank's CSV export, in UTF-8 or Windows-1252.

import type { StatementFormat } from './contract';

/**
 * Windows-1252's 0x80–0x9F ('€', '„', '“', '–' …; five positions unassigned stay as they are). Node's
 * TextDecoder reads the label 'windows-1252' as Latin-1, which makes them C1 control characters:
 * '1.190,00 €' was then no amount and the credit was lost.
 */
const cp1252High = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** Bytes as text: UTF-8 when they are valid UTF-8 (a BOM dropped), else Windows-1252 (older bank exports). */
function decodeStatement(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const latin1 = new TextDecoder('windows-1252').decode(bytes);
    return latin1.replace(/[\u0080-\u009f]/g, (c) => cp1252High[c.charCodeAt(0) - 0x80]!);
  }
}

/** Control characters but tab and line breaks: a NUL would fail in PostgreSQL, none belongs in a bank's text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** What a statement file holds: its lines with their identities, and how many other debits (not ours) it had. */
interface ReadStatement {
  format: StatementFormat;
  lines: IdentifiedLine[];
  debits: number;
  /** the other debits, read for the payouts and refunds they execute */
  outgoing: OtherDebit[];
}

/**
 * The lines of the file (credits, reversals, returns) with their identities, or null when it is no
 * statement at all (neither XML nor a CSV with a booking date and an amount). An XML that is no
 * CAMT statement, or a line that cannot be read, refuses the file naming why (`UnreadableStatement`).
 */
export function readStatement(bytes: Uint8Array): ReadStatement | null {
  const text = decodeStatement(bytes).replace(controlCharacters, ' ');
  if (/^\s*</.test(text)) {
    const doc = camtDocument(text);
    const read = camtLines(doc);
    return { format: doc.format, lines: identify(read.lines), debits: read.debits, outgoing: read.outgoing };
  }
  const csv = csvStatement(text);
  if (!csv) return null;
  const read = csvLines(csv);
  return { format: 'csv', lines: identify(read.lines), debits: read.debits, outgoing: read.outgoing };
}
