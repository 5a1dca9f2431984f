import { paymentsMessages } from './contract';
import { calendarDate, creditCents, oneLine, UnreadableStatement, type ReadLine } from './statement-line';

// The CSV export of German banks (Sparkasse, Volksbank, DKB, ING, Commerzbank …): semicolons,
// decimal comma ('1.234,56'), dates dd.mm.yyyy, maybe a few lines about the account before the header.

/** Header names folded (lower case, umlauts spelled out, only letters and digits) to the column. */
const columns: Record<string, readonly string[]> = {
  bookedOn: ['buchungstag', 'buchungsdatum', 'buchung'],
  valueOn: ['valutadatum', 'valuta', 'wertstellung', 'wertstellungsdatum', 'valutadatumwertstellung'],
  name: [
    'namezahlungsbeteiligter',
    'beguenstigterzahlungspflichtiger',
    'zahlungspflichtigerbeguenstigter',
    'auftraggeberempfaenger',
    'empfaengerauftraggeber',
    'auftraggeberbeguenstigter',
    'zahlungspflichtiger',
    'zahlungspflichtiger',
    'name',
  ],
  iban: ['ibanzahlungsbeteiligter', 'kontonummeriban', 'iban', 'kontonummer', 'ibanauftraggeber'],
  purpose: ['verwendungszweck', 'verwendungszweckzeile1'],
  amount: ['betrag', 'betrageur', 'umsatz', 'umsatzeur', 'betrageuro', 'betragwaehrung'],
  currency: ['waehrung', 'wahrung', 'whrung'],
  account: ['ibanauftragskonto', 'auftragskonto'],
  side: ['sollhaben'],
  state: ['info', 'status', 'buchungsstatus'],
};

const fold = (h: string): string =>
  h
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/\*in|\*r|\(in\)/g, 'r')
    .replace(/[^a-z0-9]/g, '');

/** Semicolon CSV with "quoted" fields ("" inside for a quote; line breaks inside quotes allowed). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((f) => f.trim() !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f.trim() !== '')) rows.push(row);
  return rows;
}

/** '1.234,56', '-12,5', '+3,00', '12,50-' (the sign behind, as some banks write) in cents; null when it is not an amount. */
export function germanCents(value: string): number | null {
  const m = value
    .trim()
    .replace(/\s|€|EUR/g, '')
    .match(/^([+-]?)(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{1,2}))?([+-]?)$/);
  if (!m || (m[1] && m[4])) return null;
  const cents = Number(m[2]!.replace(/\./g, '')) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' || m[4] === '-' ? -cents : cents;
}

const germanDatePattern = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/;
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'dd.mm.yyyy' or 'dd.mm.yy' (or ISO 'yyyy-mm-dd', as some banks export) as 'yyyy-mm-dd'; null
 * otherwise (also a day the calendar lacks, '31.02.').
 */
export function germanDate(value: string): string | null {
  const iso = value.trim().match(isoDatePattern);
  if (iso) return calendarDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const m = value.trim().match(germanDatePattern);
  if (!m) return null;
  const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  return calendarDate(year, Number(m[2]), Number(m[1]));
}

/**
 * The booking date of a row, or null for a row that is no booking (a balance, a blank date); a
 * date-shaped value the calendar lacks refuses the file.
 */
function bookingDate(value: string): string | null {
  if (!germanDatePattern.test(value) && !isoDatePattern.test(value)) return null;
  const date = germanDate(value);
  if (!date) throw new UnreadableStatement(paymentsMessages.unreadableDate(value));
  return date;
}

type Column = keyof typeof columns;

function headerOf(row: readonly string[]): Partial<Record<Column, number>> | null {
  const folded = row.map(fold);
  const found: Partial<Record<Column, number>> = {};
  for (const [column, names] of Object.entries(columns) as [Column, readonly string[]][]) {
    const index = names.map((n) => folded.indexOf(n)).find((i) => i >= 0);
    if (index !== undefined) found[column] = index;
  }
  return found.bookedOn !== undefined && found.amount !== undefined ? found : null;
}

/** Whether the text looks like a bank's CSV export: a header with a booking date and an amount. */
export function csvStatement(
  text: string,
): { rows: string[][]; header: Partial<Record<Column, number>>; at: number } | null {
  const rows = csvRows(text);
  // The header is among the first lines (some banks put the account and the period above it).
  for (let at = 0; at < Math.min(rows.length, 15); at++) {
    const header = headerOf(rows[at]!);
    if (header) return { rows, header, at };
  }
  return null;
}

/**
 * The credits (positive amounts, or 'H' in a Soll/Haben column) of a bank CSV. A booking whose
 * amount is not a German amount ('99.90', '99,901') refuses the file (`UnreadableStatement`).
 */
export function csvCredits(statement: NonNullable<ReturnType<typeof csvStatement>>): ReadLine[] {
  const { rows, header, at } = statement;
  const cell = (row: string[], c: Column) => (header[c] === undefined ? '' : (row[header[c]!] ?? '').trim());
  const lines: ReadLine[] = [];
  for (const row of rows.slice(at + 1)) {
    const bookedOn = bookingDate(cell(row, 'bookedOn'));
    const amount = cell(row, 'amount');
    if (!bookedOn || amount === '') continue;
    // Pending ('Umsatz vorgemerkt'): booked later, often under another date, so it would be a second line.
    if (fold(cell(row, 'state')).includes('vorgemerkt')) continue;
    const signed = creditCents(amount, germanCents(amount));
    // 'H' or 'Haben' (some banks spell it out), against 'S' / 'Soll'.
    const side = cell(row, 'side').toUpperCase().charAt(0);
    const credit = side ? side === 'H' && signed > 0 : signed > 0;
    if (!credit) continue;
    lines.push({
      account: cell(row, 'account').replace(/\s/g, '') || null,
      bankReference: null,
      bookedOn,
      valueOn: germanDate(cell(row, 'valueOn')),
      amountCents: signed,
      currency: cell(row, 'currency') || 'EUR',
      purpose: oneLine(cell(row, 'purpose')),
      counterpartyName: oneLine(cell(row, 'name')) || null,
      counterpartyIban: cell(row, 'iban').replace(/\s/g, '') || null,
      endToEndId: null,
    });
  }
  return lines;
}
