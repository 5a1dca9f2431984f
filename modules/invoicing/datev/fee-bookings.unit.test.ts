import { describe, expect, it } from 'vitest';
import type { GutschriftEntry } from '../../fees';
import { skr03Accounts } from './contract';
import { headerOf } from './bookings';
import { encodeCp1252 } from './cp1252';
import { buchungsstapel } from './extf';
import { feeBookingsOf } from './fee-bookings';
import { booked } from './testing/booking';
import { centsOf, readBack } from './testing/read-back';
import { exampleDatevSettings } from '../../../server/testing/example-firm';

const gs = (number: string, grossCents: number, extra: Partial<GutschriftEntry> = {}): GutschriftEntry => ({
  statementId: `gs-${number}`,
  number,
  issuedOn: '2027-01-04',
  grossCents,
  tax: { kind: 'vat', rate: 19 },
  seller: 'Paula Coach',
  ...extra,
});

describe('a month’s fee bookings (Gutschriften)', () => {
  it('given a VAT-registered Accelerator’s Gutschrift, then the creditor on Haben against Fremdleistungen, gross, BU 9, its number in Belegfeld 1', () => {
    expect(booked(feeBookingsOf([gs('GS-2027-0001', 36_652)], skr03Accounts))).toEqual([
      {
        amountCents: 36_652,
        side: 'H',
        account: '70000',
        contraAccount: '3100',
        taxKey: '9',
        date: '2027-01-04',
        document: 'GS-2027-0001',
        text: 'Gutschrift GS-2027-0001 Paula Coach',
      },
    ]);
  });
  it('given 7 %, then BU 8; given a small business (§ 19 UStG), then no key', () => {
    const [seven, small] = booked(
      feeBookingsOf(
        [
          gs('GS-2027-0002', 10_700, { tax: { kind: 'vat', rate: 7 } }),
          gs('GS-2027-0003', 30_800, { tax: { kind: 'smallBusiness' } }),
        ],
        skr03Accounts,
      ),
    );
    expect(seven).toMatchObject({ taxKey: '8', amountCents: 10_700 });
    expect(small).toMatchObject({ taxKey: null, amountCents: 30_800, contraAccount: '3100' });
  });
  it('given a Gutschrift that takes money back, then Soll; given zero, then nothing', () => {
    const r = booked(feeBookingsOf([gs('GS-2027-0004', -8_500), gs('GS-2027-0005', 0)], skr03Accounts));
    expect(r).toEqual([expect.objectContaining({ side: 'S', amountCents: 8_500, document: 'GS-2027-0004' })]);
  });
  it('given a rate without BU-Schlüssel, then the export is refused naming the Gutschrift', () => {
    expect(feeBookingsOf([gs('GS-2027-0006', 116_00, { tax: { kind: 'vat', rate: 16 } })], skr03Accounts)).toEqual({
      ok: false,
      numbers: ['GS-2027-0006'],
      rates: [16],
    });
  });
  it('on the configured accounts (SKR04), and in the file the lines sum to the Gutschriften’s gross', () => {
    const skr04 = { ...skr03Accounts, fees: '5900', creditor: '70000' };
    const gutschriften = [gs('GS-2027-0001', 36_652), gs('GS-2027-0002', 30_800, { tax: { kind: 'smallBusiness' } })];
    const header = headerOf({ ...exampleDatevSettings, accounts: skr04 }, '2027-01', {
      date: '2027-02-01',
      time: '08:00:00.000',
    });
    const { rows } = readBack(encodeCp1252(buchungsstapel(header, booked(feeBookingsOf(gutschriften, skr04)))));
    expect(rows.map((r) => [r[6], r[7], r[8], r[10]])).toEqual([
      ['70000', '5900', '9', 'GS-2027-0001'],
      ['70000', '5900', '', 'GS-2027-0002'],
    ]);
    const owed = rows.reduce((s, r) => s + (r[1] === 'H' ? 1 : -1) * centsOf(r[0]!), 0);
    expect(owed).toBe(36_652 + 30_800);
  });
});
