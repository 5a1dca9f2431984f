import { describe, expect, it } from 'vitest';
import type { Figures, RevenueReport } from '../../../../modules/reports/contract';
import { euro, figureCells, hours, isEmptyYear, monthBars } from './figures-display';

const zero: Figures = {
  period: '2026',
  invoicedNetCents: 0,
  invoicedVatCents: 0,
  invoicedGrossCents: 0,
  paidCents: 0,
  openCents: 0,
  hoursSold: 0,
  hoursDelivered: 0,
  hoursCancelledLate: 0,
  openHours: 0,
  openHoursValueCents: 0,
  deliveredValueCents: 0,
  feesNetCents: 0,
  marginCents: 0,
};

describe('the figures on screen', () => {
  it('gives each figure its column in the order of the headings, cents as euros and hours as hours', () => {
    const cells = figureCells({
      ...zero,
      invoicedNetCents: 123_456,
      hoursSold: 12.5,
      openCents: null,
      marginCents: -400,
    });
    expect(cells).toEqual([
      '1.234,56\u00a0€',
      '0,00\u00a0€',
      '0,00\u00a0€',
      '0,00\u00a0€',
      '–',
      '12,5 Std.',
      '0 Std.',
      '0 Std.',
      '0 Std.',
      '0,00\u00a0€',
      '0,00\u00a0€',
      '0,00\u00a0€',
      '-4,00\u00a0€',
    ]);
  });

  it('reads euros and hours the German way; a stock not yet taken is a dash', () => {
    expect(euro(123_456)).toBe('1.234,56\u00a0€');
    expect(euro(-400)).toBe('-4,00\u00a0€');
    expect(euro(null)).toBe('–');
    expect(hours(12.5)).toBe('12,5 Std.');
    expect(hours(null)).toBe('–');
  });

  it('draws each month in euros and hours under its German name', () => {
    const report = {
      months: [{ ...zero, period: '2026-03', invoicedNetCents: 100_050, paidCents: 50_000, hoursDelivered: 2.5 }],
    } as RevenueReport;
    expect(monthBars(report)).toEqual([
      {
        month: '2026-03',
        short: 'Mär 26',
        long: 'März 2026',
        invoicedNet: 1000.5,
        paid: 500,
        fees: 0,
        hoursSold: 0,
        hoursDelivered: 2.5,
        hoursCancelledLate: 0,
      },
    ]);
  });

  it('a year with nothing in it says so; any figure makes it a year to show', () => {
    expect(isEmptyYear(zero)).toBe(true);
    expect(isEmptyYear({ ...zero, openCents: null, openHours: null })).toBe(true);
    expect(isEmptyYear({ ...zero, openHours: 3 })).toBe(false);
    expect(isEmptyYear({ ...zero, invoicedGrossCents: -119_000 })).toBe(false);
  });
});
