import { describe, expect, it } from 'vitest';
import type { Figures, RevenueReport } from './contract';
import { revenueCsv } from './export';

const figures = (period: string, over: Partial<Figures> = {}): Figures => ({
  period,
  invoicedNetCents: 123_456,
  invoicedVatCents: 23_456,
  invoicedGrossCents: 146_912,
  paidCents: 0,
  openCents: 146_912,
  hoursSold: 10,
  hoursDelivered: 2.5,
  hoursCancelledLate: 0,
  openHours: 7.5,
  openHoursValueCents: 75_000,
  deliveredValueCents: 20_000,
  feesNetCents: 24_000,
  marginCents: -4_000,
  ...over,
});

describe('the figures as CSV for Excel', () => {
  it('writes one byte order mark, three blocks with German headers and German numbers, negatives as numbers', () => {
    const report: RevenueReport = {
      year: 2026,
      years: [2026],
      asOf: '2026-11-28',
      months: [figures('2026-11'), figures('2026-12', { openCents: null, openHours: null, openHoursValueCents: null })],
      total: figures('2026'),
      partners: [
        {
          partnerId: 'p',
          name: 'Jörg Müller; Coach',
          hoursCharged: 2.5,
          deliveredValueCents: 20_000,
          feesNetCents: 24_000,
          marginCents: -4_000,
        },
      ],
      packageTypes: [],
    };
    const csv = revenueCsv(report);
    expect(csv.match(/\uFEFF/g)).toHaveLength(1);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^Monat;Umsatz netto;Umsatzsteuer;Umsatz brutto;Zahlungseingang;Offene Posten;/);
    expect(lines[1]).toBe(
      'November 2026;1.234,56;234,56;1.469,12;0,00;1.469,12;10;2,5;0;7,5;750,00;200,00;240,00;-40,00',
    );
    // A month not begun has no stock: its cells are empty, not zero.
    expect(lines[2]).toBe('Dezember 2026;1.234,56;234,56;1.469,12;0,00;;10;2,5;0;;;200,00;240,00;-40,00');
    expect(lines[3]).toMatch(/^Jahr 2026;/);
    expect(lines).toContain('Accelerator;Stunden berechnet;Wert geleisteter Stunden;Honorare netto;Marge');
    expect(lines).toContain('"Jörg Müller; Coach";2,5;200,00;240,00;-40,00');
    expect(lines).toContain(
      'Pakettyp;Stunden verkauft;Umsatz netto;Stunden berechnet;Wert geleisteter Stunden;Honorare netto;Marge',
    );
  });
});
