import { fitCp1252 } from './cp1252';

// The DATEV-Format 'Buchungsstapel' (EXTF, header version 700, Formatkategorie 21, Formatversion
// 13), as DATEV's format description (developer.datev.de, DATEV-Format → Buchungsstapel) gives it:
// line 1 the 31 header fields, line 2 the 125 column titles, then one line per booking. Fields are
// separated by ';', lines end in CR LF; text fields are always in double quotes (empty ones too,
// inner quotes doubled, no control characters), numbers and dates never; amounts carry a decimal
// comma and no thousands separator and are always positive (the side is 'S' or 'H').
// Pure: no I/O; the route encodes the text in Windows-1252 (cp1252.ts).

/** One booking line: `amountCents` > 0 on `side` of `account`, against `contraAccount`. */
export interface Booking {
  amountCents: number;
  /** 'S' (Soll, debit) or 'H' (Haben, credit) of `account`. */
  side: 'S' | 'H';
  account: string;
  contraAccount: string;
  /** BU-Schlüssel (four digits), empty on automatic accounts. */
  taxKey: string | null;
  /** Belegdatum, 'yyyy-MM-dd' (written DDMM: the year is the header's). */
  date: string;
  /** Belegfeld 1: the invoice number. */
  document: string;
  /** Buchungstext (cut to 60 characters). */
  text: string;
}

export interface BatchHeader {
  advisorNumber: string;
  clientNumber: string;
  /** Wirtschaftsjahresbeginn, 'yyyy-MM-dd'. */
  fiscalYearStart: string;
  accountLength: number;
  /** The period the bookings lie in, 'yyyy-MM-dd'. */
  from: string;
  to: string;
  /** Bezeichnung of the batch (letters, digits, space, '.', '-', '/'; at most 30). */
  label: string;
  /** 'Erzeugt am', Berlin wall clock: { date 'yyyy-MM-dd', time 'HH:mm:ss.SSS' }. */
  createdAt: { date: string; time: string };
}

/** The 125 column titles of Formatversion 13, as in DATEV's sample file. */
export const COLUMNS: readonly string[] = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
  'Postensperre',
  'Diverse Adressnummer',
  'Geschäftspartnerbank',
  'Sachverhalt',
  'Zinssperre',
  'Beleglink',
  ...[1, 2, 3, 4, 5, 6, 7, 8].flatMap((n) => [`Beleginfo - Art ${n}`, `Beleginfo - Inhalt ${n}`]),
  'KOST1 - Kostenstelle',
  'KOST2 - Kostenstelle',
  'Kost-Menge',
  'EU-Land u. UStID (Bestimmung)',
  'EU-Steuersatz (Bestimmung)',
  'Abw. Versteuerungsart',
  'Sachverhalt L+L',
  'Funktionsergänzung L+L',
  'BU 49 Hauptfunktionstyp',
  'BU 49 Hauptfunktionsnummer',
  'BU 49 Funktionsergänzung',
  ...Array.from({ length: 20 }, (_, k) => [
    `Zusatzinformation - Art ${k + 1}`,
    `Zusatzinformation- Inhalt ${k + 1}`,
  ]).flat(),
  'Stück',
  'Gewicht',
  'Zahlweise',
  'Forderungsart',
  'Veranlagungsjahr',
  'Zugeordnete Fälligkeit',
  'Skontotyp',
  'Auftragsnummer',
  'Buchungstyp',
  'USt-Schlüssel (Anzahlungen)',
  'EU-Land (Anzahlungen)',
  'Sachverhalt L+L (Anzahlungen)',
  'EU-Steuersatz (Anzahlungen)',
  'Erlöskonto (Anzahlungen)',
  'Herkunft-Kz',
  'Buchungs GUID',
  'KOST-Datum',
  'SEPA-Mandatsreferenz',
  'Skontosperre',
  'Gesellschaftername',
  'Beteiligtennummer',
  'Identifikationsnummer',
  'Zeichnernummer',
  'Postensperre bis',
  'Bezeichnung SoBil-Sachverhalt',
  'Kennzeichen SoBil-Buchung',
  'Festschreibung',
  'Leistungsdatum',
  'Datum Zuord. Steuerperiode',
  'Fälligkeit',
  'Generalumkehr (GU)',
  'Steuersatz',
  'Land',
  'Abrechnungsreferenz',
  'BVV-Position',
  'EU-Land u. UStID (Ursprung)',
  'EU-Steuersatz (Ursprung)',
  'Abw. Skontokonto',
];

/** The text columns (1-based, per the field table): quoted even when empty. */
const TEXT_COLUMNS = new Set([
  2,
  3,
  6,
  9,
  11,
  12,
  14,
  16,
  20,
  ...Array.from({ length: 18 }, (_, k) => 21 + k),
  40,
  42,
  ...Array.from({ length: 40 }, (_, k) => 48 + k),
  91,
  95,
  96,
  98,
  102,
  103,
  105,
  107,
  109,
  110,
  112,
  118,
  120,
  121,
  123,
]);

/** 119000 → '1190,00': integer cents, decimal comma, no thousands separator, no sign. */
export function germanAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Kein Betrag in Cent: ${cents}`);
  const abs = Math.abs(cents);
  return `${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** '2026-03-05' → '0503' (Belegdatum: day and month). */
export const ddmm = (date: string): string => `${date.slice(8, 10)}${date.slice(5, 7)}`;

/** '2026-03-05' → '20260305' (the header's dates). */
const yyyymmdd = (date: string): string => date.replaceAll('-', '');

/** A text field: control characters as spaces, writable in Windows-1252, cut to `max`, quoted. */
function textField(value: string, max: number): string {
  const clean = [...fitCp1252(value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim())].slice(0, max).join('');
  return `"${clean.replaceAll('"', '""')}"`;
}

/** Belegfeld 1 allows letters, digits and `_ $ & % * + - /` only, at most 36. */
const documentField = (value: string): string => textField(value.replace(/[^A-Za-z0-9_$&%*+\-/]/g, ''), 36);

/** Line 1: the 31 header fields. */
function headerLine(h: BatchHeader): string {
  const created = `${yyyymmdd(h.createdAt.date)}${h.createdAt.time.replace(/[:.]/g, '')}`;
  return [
    '"EXTF"', // 1 DATEV-Format-KZ: a file made by another program
    '700', // 2 Versionsnummer (of the header)
    '21', // 3 Formatkategorie: Buchungsstapel
    '"Buchungsstapel"', // 4 Formatname
    '13', // 5 Formatversion
    created, // 6 Erzeugt am (JJJJMMTTHHMMSSFFF)
    '', // 7 Importiert (set by DATEV)
    '""', // 8 Herkunft
    '""', // 9 Exportiert von
    '""', // 10 Importiert von (set by DATEV)
    h.advisorNumber, // 11 Beraternummer
    h.clientNumber, // 12 Mandantennummer
    yyyymmdd(h.fiscalYearStart), // 13 WJ-Beginn
    String(h.accountLength), // 14 Sachkontenlänge
    yyyymmdd(h.from), // 15 Datum vom
    yyyymmdd(h.to), // 16 Datum bis
    textField(h.label.replace(/[^\p{L}\p{N}_ .\-/]/gu, ''), 30), // 17 Bezeichnung
    '""', // 18 Diktatkürzel
    '1', // 19 Buchungstyp: Finanzbuchführung
    '0', // 20 Rechnungslegungszweck: unabhängig
    '0', // 21 Festschreibung: none (the adviser fixes the batch after review, see README)
    '"EUR"', // 22 WKZ
    '', // 23 reserviert
    '""', // 24 Derivatskennzeichen
    '', // 25 reserviert
    '', // 26 reserviert
    '""', // 27 Sachkontenrahmen: as kept by the adviser
    '', // 28 ID der Branchenlösung
    '', // 29 reserviert
    '""', // 30 reserviert
    '""', // 31 Anwendungsinformation
  ].join(';');
}

/** One booking line of 125 fields. */
export function bookingLine(b: Booking): string {
  if (!(b.amountCents > 0)) throw new RangeError('Ein Umsatz muss größer als 0 sein.');
  const fields = COLUMNS.map((_, i): string => (TEXT_COLUMNS.has(i + 1) ? '""' : ''));
  fields[0] = germanAmount(b.amountCents);
  fields[1] = `"${b.side}"`;
  fields[2] = '"EUR"';
  fields[6] = b.account;
  fields[7] = b.contraAccount;
  fields[8] = b.taxKey ? `"${b.taxKey}"` : '""';
  fields[9] = ddmm(b.date);
  fields[10] = documentField(b.document);
  fields[13] = textField(b.text, 60);
  return fields.join(';');
}

/** The whole file as text: header, column titles, bookings; every line ends in CR LF. */
export function buchungsstapel(header: BatchHeader, bookings: readonly Booking[]): string {
  const lines = [headerLine(header), COLUMNS.join(';'), ...bookings.map(bookingLine)];
  return lines.map((l) => `${l}\r\n`).join('');
}
