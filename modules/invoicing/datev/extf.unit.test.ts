import { describe, expect, it } from 'vitest';
import { encodeCp1252, fitCp1252 } from './cp1252';
import { bookingLine, buchungsstapel, COLUMNS, ddmm, germanAmount, type BatchHeader, type Booking } from './extf';
import { centsOf, readBack } from './testing/read-back';
import { invoiceBooking } from './testing/booking';

const header: BatchHeader = {
  advisorNumber: '29098',
  clientNumber: '55003',
  fiscalYearStart: '2026-01-01',
  accountLength: 4,
  from: '2026-03-01',
  to: '2026-03-31',
  label: 'Rechnungen Zahlungen 2026-03',
  createdAt: { date: '2026-04-02', time: '09:05:07.042' },
};

const invoice = invoiceBooking;

const file = (bookings: Booking[]) => encodeCp1252(buchungsstapel(header, bookings));

describe('amounts and dates', () => {
  it('German decimal comma, no thousands separator, no sign, from integer cents', () => {
    expect(germanAmount(119_000)).toBe('1190,00');
    expect(germanAmount(123_456_789)).toBe('1234567,89');
    expect(germanAmount(5)).toBe('0,05');
    expect(germanAmount(-2_050)).toBe('20,50');
    expect(() => germanAmount(10.5)).toThrow(RangeError);
  });

  it('Belegdatum as DDMM', () => {
    expect(ddmm('2026-03-05')).toBe('0503');
    expect(ddmm('2026-12-31')).toBe('3112');
  });
});

describe('the file', () => {
  it('line 1: the EXTF header with the adviser, the client, the fiscal year and the period', () => {
    const { header: h } = readBack(file([invoice]));
    expect(h).toHaveLength(31);
    expect(h.slice(0, 6)).toEqual(['EXTF', '700', '21', 'Buchungsstapel', '13', '20260402090507042']);
    expect(h.slice(10, 16)).toEqual(['29098', '55003', '20260101', '4', '20260301', '20260331']);
    expect(h[16]).toBe('Rechnungen Zahlungen 2026-03'); // Bezeichnung
    expect(h[18]).toBe('1'); // Buchungstyp Finanzbuchführung
    expect(h[20]).toBe('0'); // Festschreibung: none
    expect(h[21]).toBe('EUR');
    // The exact text: text fields quoted, numbers bare.
    const first = buchungsstapel(header, []).split('\r\n')[0]!;
    expect(first).toBe(
      '"EXTF";700;21;"Buchungsstapel";13;20260402090507042;;"";"";"";29098;55003;20260101;4;20260301;20260331;' +
        '"Rechnungen Zahlungen 2026-03";"";1;0;0;"EUR";;"";;;"";;;"";""',
    );
  });

  it('line 2: the 125 column titles; every booking line has 125 fields', () => {
    const { columns, rows } = readBack(file([invoice, { ...invoice, side: 'H', document: '2026-0002' }]));
    expect(COLUMNS).toHaveLength(125);
    expect(columns).toEqual(COLUMNS);
    // The columns the export fills, at DATEV's positions.
    const at = (i: number) => columns[i];
    expect([at(0), at(1), at(2), at(6), at(7), at(8)]).toEqual([
      'Umsatz (ohne Soll/Haben-Kz)',
      'Soll/Haben-Kennzeichen',
      'WKZ Umsatz',
      'Konto',
      'Gegenkonto (ohne BU-Schlüssel)',
      'BU-Schlüssel',
    ]);
    expect([at(9), at(10), at(13), at(113)]).toEqual(['Belegdatum', 'Belegfeld 1', 'Buchungstext', 'Festschreibung']);
    expect(rows).toHaveLength(2);
    for (const r of rows) expect(r).toHaveLength(125);
  });

  it('a booking: Umsatz, S/H, EUR, Konto, Gegenkonto, no BU key, DDMM, invoice number, text; the rest empty', () => {
    const line = bookingLine(invoice);
    expect(
      line.startsWith('1190,00;"S";"EUR";;;"";10000;8400;"";0503;"2026-0001";"";;"Rechnung 2026-0001 Firma 1 GmbH";'),
    ).toBe(true);
    const [row] = readBack(file([invoice])).rows;
    expect(row!.slice(14).every((f) => f === '')).toBe(true);
  });

  it('a credit note books on Haben', () => {
    const [row] = readBack(file([{ ...invoice, side: 'H', document: '2026-0004' }])).rows;
    expect(row!.slice(0, 2)).toEqual(['1190,00', 'H']);
    expect(centsOf(row![0]!)).toBe(119_000);
  });

  it('every line ends in CR LF, no bare LF', () => {
    const text = buchungsstapel(header, [invoice, invoice]);
    expect(text.split('\r\n')).toHaveLength(5); // header, titles, two bookings, and the end
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('a zero amount is no booking (DATEV refuses Umsatz 0,00)', () => {
    expect(() => bookingLine({ ...invoice, amountCents: 0 })).toThrow(RangeError);
  });
});

describe('text and encoding', () => {
  it('Windows-1252: umlauts, ß and € are one byte each', () => {
    expect([...encodeCp1252('äöüÄÖÜß€„“')]).toEqual([0xe4, 0xf6, 0xfc, 0xc4, 0xd6, 0xdc, 0xdf, 0x80, 0x84, 0x93]);
    expect(encodeCp1252('Rechnung;"A"').toString('latin1')).toBe('Rechnung;"A"');
  });

  it('a character the code page lacks becomes its base letter, else ?', () => {
    expect(fitCp1252('Łódź Dvořák')).toBe('Lódz Dvorák'); // ó and á are in the code page, Ł, ź and ř not
    expect(fitCp1252('Đurđa Ħal Ŧ ıŀ')).toBe('Durda Hal T il'); // strokes Unicode does not split off
    expect(fitCp1252('Emoji 🎉')).toBe('Emoji ?');
    // Decomposed input is composed first.
    expect(fitCp1252('Mu\u0308ller')).toBe('Müller');
  });

  it('names as German users type them keep every letter: none becomes ? (only a sign without a letter does)', () => {
    expect(fitCp1252('Müller & Söhne „Nord“')).toBe('Müller & Söhne „Nord“');
    expect(fitCp1252('Łódź GmbH')).toBe('Lódz GmbH');
    expect(fitCp1252('Ștefan Kovács, Erdős')).toBe('Stefan Kovács, Erdos');
    // Letters of other scripts by ICAO Doc 9303 (the transliteration of German passports).
    expect(fitCp1252('Иван Жуков, Юлия Щукина')).toBe('Ivan Zhukov, Iuliia Shchukina');
    expect(fitCp1252('Олена Коваль, Ґрін Євген')).toBe('Olena Koval, Grin Ievgen');
    expect(fitCp1252('Γιώργος Παπαδόπουλος, ΟΥΡΑΝΙΑ')).toBe('Giorgos Papadopoulos, OURANIA');
    expect(fitCp1252('ОБЪЕКТЬ ЖУКОВ')).toBe('OBIEEKT ZHUKOV');
    // Compatibility forms (ligatures, full-width letters) and the capital ß.
    expect(fitCp1252('Oﬃce ＧｍｂＨ STRAẞE')).toBe('Office GmbH STRASSE');
    expect(fitCp1252('🚀 Coaching')).toBe('? Coaching');
  });

  it('a Buchungstext with umlauts, semicolons and quotes survives, cut to 60; line breaks become spaces', () => {
    const text = 'Größe; "Spezial" Überweisung\nmit € und Zeilenumbruch, sehr lang – wirklich sehr lang';
    const [row] = readBack(file([{ ...invoice, text }])).rows;
    const expected = [...text.replace('\n', ' ')].slice(0, 60).join('');
    expect(row![13]).toBe(expected);
    expect(row![13]).toHaveLength(60);
    expect(row![13]).toContain('Größe; "Spezial" Überweisung mit € und');
  });

  it('Belegfeld 1 keeps only what DATEV allows (letters, digits, _ $ & % * + - /), at most 36', () => {
    const [row] = readBack(file([{ ...invoice, document: 'RE 2026/0001.ä' }])).rows;
    expect(row![10]).toBe('RE2026/0001');
  });
});
