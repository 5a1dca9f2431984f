import iconv from 'iconv-lite';

// For the tests: a DATEV Buchungsstapel read as DATEV's import reads it, checked against DATEV's own
// format description (developer.datev.de, DATEV-Format: 'Einstieg' for the file, 'Header',
// 'Buchungsstapel' for the fields' expressions), not against the writer (extf.ts). It splits the
// lines itself (a quote is only a text delimiter at a field's start), so a writer's quoting error
// shows as a finding instead of being smoothed over by a lenient CSV reader. Each finding names its
// line and field, as DATEV's import log does.

/** One booking line as DATEV reads it. */
export interface ReadBooking {
  line: number;
  amountCents: number;
  side: 'S' | 'H';
  account: string;
  contraAccount: string;
  taxKey: string;
  /** Belegdatum with the header's year, 'yyyy-MM-dd'. */
  date: string;
  document: string;
  text: string;
}

interface ExtfFile {
  header: { value: string; quoted: boolean }[];
  bookings: ReadBooking[];
  findings: string[];
}

/** Bytes Windows-1252 leaves unassigned: a writer putting them in wrote no ANSI. */
const UNASSIGNED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

interface Field {
  value: string;
  quoted: boolean;
}

/** One line split at ';': a field in quotes holds anything but a lone quote; others no quote at all. */
function fieldsOf(line: string, at: number, findings: string[]): Field[] {
  const out: Field[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      i++;
      for (;;) {
        if (i >= line.length) {
          findings.push(`Zeile ${at}: Anführungszeichen nicht geschlossen`);
          return out;
        }
        if (line[i] === '"' && line[i + 1] === '"') {
          value += '"';
          i += 2;
        } else if (line[i] === '"') {
          i++;
          break;
        } else value += line[i++];
      }
      out.push({ value, quoted: true });
    } else {
      const end = line.indexOf(';', i);
      const value = line.slice(i, end === -1 ? undefined : end);
      if (value.includes('"')) findings.push(`Zeile ${at}, Feld ${out.length + 1}: Anführungszeichen in einer Zahl`);
      out.push({ value, quoted: false });
      i = end === -1 ? line.length : end;
    }
    if (i >= line.length) return out;
    if (line[i] !== ';') {
      findings.push(`Zeile ${at}, Feld ${out.length}: nach dem Text folgt kein Semikolon`);
      return out;
    }
    i++;
  }
}

const isDay = (y: number, m: number, d: number): boolean => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
};

/** 'JJJJMMTT' → 'yyyy-MM-dd', or null when no such day. */
function ymd(v: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(v);
  return m && isDay(Number(m[1]), Number(m[2]), Number(m[3])) ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** The Buchungsstapel in `bytes` with everything DATEV's description would refuse or warn about. */
export function readExtf(bytes: Buffer, columnCount = 125): ExtfFile {
  const findings: string[] = [];
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) findings.push('UTF-8-BOM: kein ANSI');
  bytes.forEach((b, i) => {
    if (UNASSIGNED.has(b)) findings.push(`Byte ${i}: 0x${b.toString(16)} gibt es in Windows-1252 nicht`);
  });
  const text = iconv.decode(bytes, 'win1252');
  const ended = text.endsWith('\r\n');
  if (!ended) findings.push('Die letzte Zeile endet nicht auf CR LF');
  const lines = text.split('\r\n').slice(0, ended ? -1 : undefined);
  lines.forEach((l, k) => {
    if (/[\r\n]/.test(l)) findings.push(`Zeile ${k + 1}: CR oder LF ohne das andere`);
    if (/\p{Cc}/u.test(l.replace(/[\r\n]/g, ''))) findings.push(`Zeile ${k + 1}: Steuerzeichen`);
  });
  const [first = '', , ...rows] = lines;
  const header = fieldsOf(first, 1, findings);
  const h = (n: number) => header[n - 1] ?? { value: '', quoted: false };
  const expectHeader = (n: number, ok: boolean, what: string) => {
    if (!ok) findings.push(`Kopf, Feld ${n} (${what}): '${h(n).value}'`);
  };
  expectHeader(1, header.length === 31, `31 Felder, nicht ${header.length}`);
  expectHeader(1, h(1).quoted && h(1).value === 'EXTF', 'Kennzeichen "EXTF"');
  expectHeader(2, h(2).value === '700', 'Versionsnummer 700');
  expectHeader(3, h(3).value === '21', 'Formatkategorie 21');
  expectHeader(4, h(4).quoted && h(4).value === 'Buchungsstapel', 'Formatname');
  expectHeader(5, h(5).value === '13', 'Formatversion 13');
  expectHeader(6, /^\d{17}$/.test(h(6).value) && ymd(h(6).value.slice(0, 8)) !== null, 'Erzeugt am');
  expectHeader(11, /^\d{4,7}$/.test(h(11).value) && Number(h(11).value) >= 1001, 'Beraternummer');
  expectHeader(12, /^\d{1,5}$/.test(h(12).value) && Number(h(12).value) >= 1, 'Mandantennummer');
  const fiscal = ymd(h(13).value);
  expectHeader(13, fiscal !== null, 'WJ-Beginn');
  expectHeader(14, /^[4-8]$/.test(h(14).value), 'Sachkontenlänge 4–8');
  const from = ymd(h(15).value);
  const to = ymd(h(16).value);
  expectHeader(15, from !== null && fiscal !== null && from >= fiscal, 'Datum vom ab WJ-Beginn');
  expectHeader(16, to !== null && from !== null && to >= from && to.slice(0, 4) === from.slice(0, 4), 'Datum bis');
  if (fiscal && to) {
    const end = `${Number(fiscal.slice(0, 4)) + 1}${fiscal.slice(4)}`;
    expectHeader(16, to < end, 'Datum bis im Wirtschaftsjahr');
  }
  expectHeader(17, h(17).quoted && [...h(17).value].length <= 30, 'Bezeichnung, höchstens 30');
  expectHeader(19, ['1', '2'].includes(h(19).value), 'Buchungstyp');
  expectHeader(21, ['0', '1'].includes(h(21).value), 'Festschreibung 0 oder 1');
  expectHeader(22, h(22).quoted && /^[A-Z]{3}$/.test(h(22).value), 'WKZ');
  const titles = fieldsOf(lines[1] ?? '', 2, findings);
  if (titles.length !== columnCount) findings.push(`Zeile 2: ${titles.length} Spaltentitel statt ${columnCount}`);

  const skl = Number(h(14).value);
  const year = Number((from ?? '0000').slice(0, 4));
  const bookings: ReadBooking[] = [];
  rows.forEach((row, k) => {
    const at = k + 3;
    const f = fieldsOf(row, at, findings);
    const bad = (n: number, what: string) => findings.push(`Zeile ${at}, Feld ${n} (${what}): '${f[n - 1]?.value}'`);
    const v = (n: number) => f[n - 1]?.value ?? '';
    const quotedText = (n: number) => f[n - 1]?.quoted === true;
    if (f.length !== columnCount) findings.push(`Zeile ${at}: ${f.length} Felder statt ${columnCount}`);
    if (!/^\d{1,10},\d{2}$/.test(v(1)) || /^0+,00$/.test(v(1))) bad(1, 'Umsatz ^\\d{1,10},\\d{2}$, größer 0');
    if (!quotedText(2) || !/^[SH]$/.test(v(2))) bad(2, 'Soll/Haben "S" oder "H"');
    if (v(3) !== '' && (!quotedText(3) || !/^[A-Z]{3}$/.test(v(3)))) bad(3, 'WKZ');
    for (const n of [7, 8]) {
      const a = v(n);
      // Sachkonten have the header's length (shorter ones DATEV pads); Personenkonten exactly one more.
      if (!/^\d{1,9}$/.test(a) || /^0+$/.test(a) || a.length > skl + 1) bad(n, `Konto höchstens ${skl + 1} Stellen`);
      else if (a.length === skl + 1 && a.startsWith('0')) bad(n, 'Personenkonto mit führender Null');
    }
    if (!quotedText(9) || !/^\d{0,4}$/.test(v(9))) bad(9, 'BU-Schlüssel');
    const d = /^(\d{2})(\d{2})$/.exec(v(10));
    const date = d ? `${year}-${d[2]}-${d[1]}` : '';
    if (!d || !isDay(year, Number(d[2]), Number(d[1]))) bad(10, 'Belegdatum TTMM');
    else if (from && to && (date < from || date > to)) bad(10, `Belegdatum außerhalb ${from}–${to}`);
    if (!quotedText(11) || v(11).length > 36 || /[^A-Za-z0-9_$&%*+\-/]/.test(v(11))) bad(11, 'Belegfeld 1');
    if (!quotedText(14) || [...v(14)].length > 60) bad(14, 'Buchungstext, höchstens 60');
    bookings.push({
      line: at,
      amountCents: /^\d+,\d{2}$/.test(v(1)) ? Number(v(1).replace(',', '')) : NaN,
      side: v(2) as 'S' | 'H',
      account: v(7),
      contraAccount: v(8),
      taxKey: v(9),
      date,
      document: v(11),
      text: v(14),
    });
  });
  return { header, bookings, findings };
}

/** Each account's balance in cents (Soll positive): a booking moves its amount onto Konto and off Gegenkonto. */
export function balancesOf(bookings: readonly ReadBooking[]): Map<string, number> {
  const out = new Map<string, number>();
  const add = (account: string, cents: number) => out.set(account, (out.get(account) ?? 0) + cents);
  for (const b of bookings) {
    const signed = b.side === 'S' ? b.amountCents : -b.amountCents;
    add(b.account, signed);
    add(b.contraAccount, -signed);
  }
  return out;
}
