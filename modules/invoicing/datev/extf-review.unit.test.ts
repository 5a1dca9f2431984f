import { describe, expect, it } from 'vitest';
import type { GutschriftEntry } from '../../fees';
import { skr03Accounts, type DatevAccounts } from './contract';
import { bookingsOf, headerOf, type InvoiceEntry, type PaymentEntry } from './bookings';
import { encodeCp1252 } from './cp1252';
import { buchungsstapel, type Booking } from './extf';
import { feeBookingsOf } from './fee-bookings';
import { booked } from './testing/booking';
import { balancesOf, readExtf } from './testing/extf-reader';
import { exampleDatevSettings } from '../../../server/testing/example-firm';

// The tax adviser's review: one month with every kind of line the portal books, written as the
// export writes it and read back as DATEV's import reads it (testing/extf-reader.ts checks DATEV's
// field rules, not the writer's).

const buyer = 'Müller & Söhne GmbH „Nord"';
const inv = (number: string, grossCents: number, extra: Partial<InvoiceEntry> = {}): InvoiceEntry => ({
  kind: 'invoice',
  number,
  issuedOn: '2026-03-05',
  grossCents,
  vatRate: 19,
  smallBusiness: false,
  buyer,
  corrects: null,
  advance: false,
  ...extra,
});
const pay = (invoiceNumber: string, amountCents: number, extra: Partial<PaymentEntry> = {}): PaymentEntry => ({
  amountCents,
  bookedOn: '2026-03-20',
  invoiceNumber,
  buyer,
  vatRate: 19,
  smallBusiness: false,
  advance: false,
  ...extra,
});
const gutschrift = (
  number: string,
  grossCents: number,
  seller: string,
  tax: GutschriftEntry['tax'] = { kind: 'vat', rate: 19 },
): GutschriftEntry => ({ statementId: `gs-${number}`, number, issuedOn: '2026-03-31', grossCents, tax, seller });

const invoices = [
  inv('2026-0001', 119_000),
  inv('2026-0002', 53_500, { vatRate: 7 }),
  inv('2026-0003', 100_000, { smallBusiness: true }),
  inv('2026-0004', -119_000, { kind: 'credit_note', corrects: '2026-0001' }),
  inv('2026-0005', -23_800, { kind: 'credit_note', corrects: '2026-0002', partial: true, vatRate: 7 }),
];
const payments = [
  pay('2026-0002', 29_700, { vatRate: 7 }),
  pay('2026-0003', 100_000, { method: 'cash', smallBusiness: true }),
  // The cancelled 0001 had been paid: its credit set off against 0002, the rest refunded.
  pay('2026-0001', -30_000, { method: 'offsetting' }),
  pay('2026-0002', 30_000, { method: 'offsetting', vatRate: 7 }),
  pay('2026-0001', -89_000, { method: 'refund', label: 'Erstattung' }),
  // A direct debit returned by the bank (the take-back of 0001's payment of last month).
  pay('2026-0001', -119_000, { label: 'Rücklastschrift', method: 'bank_statement' }),
];
const fees = [
  gutschrift('GS-2026-0001', 59_500, 'Łukasz Wałęsa'),
  gutschrift('GS-2026-0002', -11_900, 'Ödön Kovács'),
  gutschrift('GS-2026-0003', 10_700, 'Zoë Ñúñez', { kind: 'vat', rate: 7 }),
  gutschrift('GS-2026-0004', 20_000, 'Kleine Beraterin', { kind: 'smallBusiness' }),
];

function monthFile(accounts: DatevAccounts = skr03Accounts, accountLength = 4, taxation: 'soll' | 'ist' = 'soll') {
  const settings = { ...exampleDatevSettings, accountLength, accounts, taxation };
  const fee = feeBookingsOf(fees, accounts);
  if (!fee.ok) throw new Error('refused');
  const bookings: Booking[] = [...booked(bookingsOf(invoices, payments, accounts, taxation)), ...fee.bookings];
  const header = headerOf(settings, '2026-03', { date: '2026-04-01', time: '08:00:00.000' });
  return readExtf(encodeCp1252(buchungsstapel(header, bookings)));
}

describe('a month with every kind of line, as DATEV reads it', () => {
  it('passes every field rule of DATEV’s format description', () => {
    const file = monthFile();
    expect(file.findings).toEqual([]);
    expect(file.bookings).toHaveLength(invoices.length + payments.length + fees.length);
  });

  it('books on the SKR03 accounts the README names; every line balances Soll against Haben', () => {
    const lines = monthFile().bookings.map((b) => [b.side, b.account, b.contraAccount, b.taxKey, b.document]);
    expect(lines).toEqual([
      ['S', '10000', '8400', '', '2026-0001'],
      ['S', '10000', '8300', '', '2026-0002'],
      ['S', '10000', '8195', '', '2026-0003'],
      ['H', '10000', '8400', '', '2026-0001'], // Storno under the original's number
      ['H', '10000', '8300', '', '2026-0002'], // Rechnungskorrektur likewise
      ['S', '1200', '10000', '', '2026-0002'],
      ['S', '1000', '10000', '', '2026-0003'], // cash: the till
      ['H', '1590', '10000', '', '2026-0001'], // set-off: the clearing account, both ways
      ['S', '1590', '10000', '', '2026-0002'],
      ['H', '1200', '10000', '', '2026-0001'], // refund
      ['H', '1200', '10000', '', '2026-0001'], // Rücklastschrift
      ['H', '70000', '3100', '9', 'GS-2026-0001'], // Gutschrift: creditor against Fremdleistungen, 19 % Vorsteuer
      ['S', '70000', '3100', '9', 'GS-2026-0002'], // one taking money back
      ['H', '70000', '3100', '8', 'GS-2026-0003'], // 7 % Vorsteuer
      ['H', '70000', '3100', '', 'GS-2026-0004'], // § 19 UStG: no VAT to deduct, no key
    ]);
    const balances = balancesOf(monthFile().bookings);
    // Double entry: the accounts sum to zero; the set-off nets out on its clearing account.
    expect([...balances.values()].reduce((s, c) => s + c, 0)).toBe(0);
    expect(balances.get('1590')).toBe(0);
    // The debtor: invoiced, credited, paid in (bank, till, set-off in), set off out, refunded, returned.
    expect(balances.get('10000')).toBe(272_500 - 142_800 - 159_700 + 30_000 + 89_000 + 119_000);
  });

  it('Ist-Versteuerung: the payments on the revenue of their VAT, no invoice line; still every rule', () => {
    const file = monthFile(skr03Accounts, 4, 'ist');
    expect(file.findings).toEqual([]);
    const lines = file.bookings.filter((b) => b.account !== '70000');
    expect(lines.map((b) => [b.side, b.account, b.contraAccount])).toEqual([
      ['S', '1200', '8300'],
      ['S', '1000', '8195'],
      ['H', '1590', '8400'],
      ['S', '1590', '8300'],
      ['H', '1200', '8400'],
      ['H', '1200', '8400'],
    ]);
  });

  it('SKR04 with six-digit Sachkonten: Personenkonten one longer, still every rule', () => {
    const skr04: DatevAccounts = {
      revenue19: '440000',
      revenue7: '430000',
      revenueSmallBusiness: '418500',
      advance19: '327200',
      advance7: '326000',
      advanceSmallBusiness: '325000',
      debtor: '1000000',
      bank: '180000',
      fees: '590000',
      creditor: '7000000',
      cash: '160000',
      offsetting: '137000',
    };
    const file = monthFile(skr04, 6);
    expect(file.findings).toEqual([]);
    expect(file.bookings[0]!.account).toBe('1000000');
  });
});

describe('names DATEV’s code page cannot hold', () => {
  it('the buyer’s „quotes“, & and umlauts arrive as written', () => {
    const texts = monthFile().bookings.map((b) => b.text);
    expect(texts[0]).toBe(`Rechnung 2026-0001 ${buyer}`);
    // 61 characters: the last one ('"') is cut, as the Buchungstext's 60 allow.
    expect(texts[3]).toBe(`Stornorechnung 2026-0004 zu 2026-0001 ${buyer}`.slice(0, 60));
  });

  it('a letter with a stroke is its base letter, never a ?', () => {
    const texts = monthFile().bookings.map((b) => b.text);
    expect(texts).toContain('Gutschrift GS-2026-0001 Lukasz Walesa');
    expect(texts).toContain('Gutschrift GS-2026-0002 Ödön Kovács');
    for (const t of texts) expect(t).not.toContain('?');
  });

  it('a Buchungstext is cut after its 60th character, counted as DATEV counts (a quote is one)', () => {
    const long = `${buyer} Beratungsgesellschaft für Führungskräfte mbH & Co. KG`;
    const [b] = booked(bookingsOf([inv('2026-0001', 119_000, { buyer: long })], [], skr03Accounts));
    const header = headerOf(exampleDatevSettings, '2026-03', { date: '2026-04-01', time: '08:00:00.000' });
    const file = readExtf(encodeCp1252(buchungsstapel(header, [b!])));
    expect(file.findings).toEqual([]);
    expect(file.bookings[0]!.text).toBe(`Rechnung 2026-0001 ${long}`.slice(0, 60));
  });
});

describe('the reader itself refuses what DATEV refuses', () => {
  it('a dot in the amount, a bare LF, a space in Belegfeld 1, 61 characters of text, a day outside the batch', () => {
    const header = headerOf(exampleDatevSettings, '2026-03', { date: '2026-04-01', time: '08:00:00.000' });
    const good = buchungsstapel(header, booked(bookingsOf([inv('2026-0001', 119_000)], [], skr03Accounts)));
    expect(readExtf(encodeCp1252(good)).findings).toEqual([]);
    const line = good.split('\r\n')[2]!;
    const broken = [
      line.replace('1190,00', '1190.00'),
      line.replace('"2026-0001"', '"2026 0001"'),
      line.replace(`"Rechnung 2026-0001 ${buyer.replaceAll('"', '""')}"`, `"${'x'.repeat(61)}"`),
      line.replace(';0503;', ';0504;'),
    ];
    const file = readExtf(encodeCp1252(`${good.split('\r\n').slice(0, 2).join('\r\n')}\r\n${broken.join('\r\n')}\n`));
    expect(file.findings).toEqual([
      'Die letzte Zeile endet nicht auf CR LF',
      'Zeile 6: CR oder LF ohne das andere',
      "Zeile 3, Feld 1 (Umsatz ^\\d{1,10},\\d{2}$, größer 0): '1190.00'",
      "Zeile 4, Feld 11 (Belegfeld 1): '2026 0001'",
      `Zeile 5, Feld 14 (Buchungstext, höchstens 60): '${'x'.repeat(61)}'`,
      "Zeile 6, Feld 10 (Belegdatum außerhalb 2026-03-01–2026-03-31): '0504'",
    ]);
  });
});
