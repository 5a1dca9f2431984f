import { paymentsMessages } from './contract';
import { bookingDate, csvRows, dateShaped, fold, germanCents, germanDate, pointCents, type CsvRow } from './csv-text';
import { lineKindOfText, returnReasonIn } from './line-kind';
import { creditCents, oneLine, UnreadableStatement, type OtherDebit, type ReadLine } from './statement-line';

// The CSV exports of German banks (Sparkasse, Volksbanken old and new, Deutsche Bank, Postbank,
// Commerzbank, ING, DKB old and new, comdirect, N26): the header is found by its names (after up to
// 30 lines about the account), each column by the names the banks give it (README: where each came from).

/** Header names folded (`fold`) to the column; the first name found wins. */
const columns = {
  bookedOn: ['buchungstag', 'buchungsdatum', 'buchung', 'datum', 'bookingdate', 'date'],
  valueOn: ['valutadatum', 'valuta', 'wertstellung', 'wertstellungsdatum', 'wertstellungvaluta', 'wert', 'valuedate'],
  name: [
    'namezahlungsbeteiligter',
    'beguenstigterzahlungspflichtiger',
    'zahlungspflichtigerbeguenstigter',
    'auftraggeberempfaenger',
    'beguenstigterauftraggeber',
    'auftraggeberbeguenstigter',
    // Volksbank's old layout: for a credit the payer is the 'Auftraggeber'.
    'auftraggeberzahlungsempfaenger',
    'zahlungspflichtiger',
    'empfaengerauftraggeber',
    'auftraggeber',
    'partnername',
    'payee',
    'empfaenger',
    'name',
  ],
  iban: [
    'ibanzahlungsbeteiligter',
    'kontonummeriban',
    'ibankontonummer',
    'iban',
    'partneriban',
    'kontonummer',
    'ibanauftraggeber',
    'accountnumber',
  ],
  purpose: [
    'verwendungszweck',
    'vorgangverwendungszweck',
    'verwendungszweckzeile1',
    'paymentreference',
    'buchungsdetails',
  ],
  postingText: ['buchungstext', 'umsatzart', 'vorgang', 'transaktionstyp', 'umsatztyp', 'type', 'transactiontype'],
  amount: ['betrag', 'betrageur', 'umsatz', 'umsatzeur', 'umsatzineur', 'betrageuro', 'betragwaehrung', 'amounteur'],
  debit: ['soll'],
  credit: ['haben'],
  currency: ['waehrung', 'wahrung', 'whrung', 'currency'],
  account: ['ibanauftragskonto', 'auftragskonto', 'ibankontoinhaber', 'ibanauftraggeberkonto'],
  side: ['sollhaben'],
  state: ['info', 'status', 'buchungsstatus'],
} as const;
type Column = keyof typeof columns;
type Header = Partial<Record<Column, number>>;

/** A bank's CSV export as found: its rows, the header and where it is, and how amounts are written. */
interface CsvStatement {
  rows: CsvRow[];
  header: Header;
  at: number;
  cents: (value: string) => number | null;
}

function headerOf(cells: readonly string[]): Header | null {
  const folded = cells.map(fold);
  const found: Header = {};
  for (const [column, names] of Object.entries(columns) as [Column, readonly string[]][]) {
    const index = names.map((n) => folded.indexOf(n)).find((i) => i >= 0);
    if (index !== undefined) found[column] = index;
  }
  // Volksbank's old layout marks S/H in a column without a name right after the amount.
  if (found.side === undefined && found.amount !== undefined && folded[found.amount + 1] === '')
    found.side = found.amount + 1;
  const hasAmount = found.amount !== undefined || found.credit !== undefined;
  return found.bookedOn !== undefined && hasAmount ? found : null;
}

/** Whether the text looks like a bank's CSV export: a header with a booking date and an amount. */
export function csvStatement(text: string): CsvStatement | null {
  // Semicolons (German banks); commas (N26) write amounts with a decimal point.
  for (const delimiter of [';', ',', '\t']) {
    const rows = csvRows(text, delimiter);
    // The header is among the first lines (Volksbank's old layout has up to 24 lines about the account).
    for (let at = 0; at < Math.min(rows.length, 30); at++) {
      const header = headerOf(rows[at]!.cells);
      if (header) return { rows, header, at, cents: delimiter === ',' ? pointCents : germanCents };
    }
  }
  return null;
}

/** Lines about the account below or among the bookings (a cell that is just 'Anfangssaldo', 'Kontostand;30.6.2026;…'). */
const balanceWords =
  /^(anfangssaldo|endsaldo|kontostand|abschlusssaldo|neuerkontostand|alterkontostand|letzterkontostand)$/;

/** comdirect's 'Auftraggeber: NAME Buchungstext: PURPOSE Ref. …' in one field. */
function comdirectParts(text: string): { name: string | null; purpose: string } | null {
  const m = text.match(
    /^(?:Auftraggeber|Empfänger):\s*(.*?)\s*(?:Kto\/IBAN:.*?)?Buchungstext:\s*(.*?)\s*(?:Ref\.\s.*)?$/,
  );
  return m ? { name: m[1] || null, purpose: m[2] ?? '' } : null;
}

/** Commerzbank's 'NAME BIC IBAN PURPOSE End-to-End-Ref.: …' in one field. */
function commerzbankParts(text: string): { name: string; iban: string; purpose: string } | null {
  const m = text.match(/^(.+?)\s+[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?\s+([A-Z]{2}\d{2}[A-Z0-9]{11,30})\s+(.*)$/);
  return m ? { name: m[1]!, iban: m[2]!, purpose: m[3]! } : null;
}

/**
 * The signed amount of a booking row in cents: `Betrag`/`Umsatz` (signed, or unsigned with an S/H
 * marker), or the `Soll` and `Haben` columns (Deutsche Bank, Postbank; `Betrag` empty in the old layout).
 */
function signedCents(s: CsvStatement, cell: (c: Column) => string): number {
  const read = (raw: string) => creditCents(raw, s.cents(raw));
  const amount = cell('amount');
  let cents: number;
  if (amount !== '') cents = read(amount);
  else if (cell('credit') !== '') cents = Math.abs(read(cell('credit')));
  else if (cell('debit') !== '') cents = -Math.abs(read(cell('debit')));
  else throw new UnreadableStatement(paymentsMessages.noAmount);
  // 'S'/'Soll' or 'H'/'Haben' (Volksbank's old layout: the amount itself carries no sign).
  const side = cell('side').toUpperCase().charAt(0);
  if (side === 'S') return -Math.abs(cents);
  if (side === 'H') return Math.abs(cents);
  return cents;
}

/** One booking row as a line, or null when it is no line of ours (a debit that returns nothing, pending, zero). */
function lineOf(s: CsvStatement, row: string[]): ReadLine | null {
  const cell = (c: Column) => (s.header[c] === undefined ? '' : (row[s.header[c]!] ?? '').trim());
  if (row.some((c) => balanceWords.test(fold(c)))) return null;
  const bookedOn = bookingDate(cell('bookedOn'));
  if (!bookedOn) {
    // A row with an amount whose date is no date ('12/03/2026'): refused, not skipped (a payment
    // would be lost); comdirect's 'offen' marks a pending row.
    const amount = cell('amount') || cell('credit') || cell('debit');
    const date = cell('bookedOn');
    if (date && amount && fold(date) !== 'offen') throw new UnreadableStatement(paymentsMessages.unreadableDate(date));
    return null;
  }
  // Pending ('Umsatz vorgemerkt'): booked later, often under another date, so it would be a second line.
  if (fold(cell('state')).includes('vorgemerkt')) return null;
  const signed = signedCents(s, cell);
  const postingText = oneLine(cell('postingText'));
  let purpose = oneLine(cell('purpose'));
  let name = oneLine(cell('name')) || null;
  let iban = cell('iban').replace(/\s/g, '') || null;
  if (s.header.purpose === undefined) {
    // comdirect and Commerzbank write payer and purpose into their 'Buchungstext'.
    const comdirect = comdirectParts(postingText);
    const commerzbank = comdirect ? null : commerzbankParts(postingText);
    purpose = comdirect?.purpose ?? commerzbank?.purpose ?? postingText;
    name = name ?? comdirect?.name ?? commerzbank?.name ?? null;
    iban = iban ?? commerzbank?.iban ?? null;
  }
  const kind = signed > 0 ? 'credit' : lineKindOfText(`${postingText} ${purpose}`);
  if (signed === 0 || !kind) return null;
  return {
    kind,
    returnReason: kind === 'credit' ? null : returnReasonIn(`${postingText} ${purpose}`),
    account: cell('account').replace(/\s/g, '') || null,
    bankReference: null,
    bookedOn,
    valueOn: germanDate(cell('valueOn')),
    amountCents: Math.abs(signed),
    currency: cell('currency') || 'EUR',
    purpose,
    counterpartyName: name,
    counterpartyIban: iban,
    endToEndId: null,
  };
}

/**
 * The credits, returns and reversals of a bank CSV, and how many other debits it holds. A booking
 * row that cannot be read as meant refuses the file naming its line (`UnreadableStatement`).
 */
export function csvLines(s: CsvStatement): { lines: ReadLine[]; debits: number; outgoing: OtherDebit[] } {
  const lines: ReadLine[] = [];
  const outgoing: OtherDebit[] = [];
  for (const { cells, line } of s.rows.slice(s.at + 1)) {
    try {
      const read = lineOf(s, cells);
      const other = read ? null : otherDebitOf(s, cells);
      if (read) lines.push(read);
      else if (other) outgoing.push(other);
    } catch (err) {
      if (err instanceof UnreadableStatement) throw new UnreadableStatement(paymentsMessages.inLine(line, err.message));
      throw err;
    }
  }
  return { lines, debits: outgoing.length, outgoing };
}

/**
 * A booked debit that is no return (rent, fees, the firm's own transfers): not a payment, counted
 * so the answer names it, and kept for the payouts and refunds it may execute.
 */
function otherDebitOf(s: CsvStatement, row: string[]): OtherDebit | null {
  const date = row[s.header.bookedOn!] ?? '';
  if (!dateShaped(date) || row.some((c) => balanceWords.test(fold(c)))) return null;
  const cell = (c: Column) => (s.header[c] === undefined ? '' : (row[s.header[c]!] ?? '').trim());
  if (fold(cell('state')).includes('vorgemerkt')) return null;
  const signed = signedCents(s, cell);
  const bookedOn = bookingDate(cell('bookedOn'));
  if (signed >= 0 || !bookedOn) return null;
  return {
    account: cell('account').replace(/\s/g, '') || null,
    bankReference: null,
    bookedOn,
    amountCents: -signed,
    purpose: oneLine(`${cell('purpose')} ${cell('postingText')}`),
    endToEndId: null,
  };
}
