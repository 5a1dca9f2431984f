import { formatCalendarDate, formatHours } from '../../../lib/german/format';
import type { IssuedInvoice } from '../contract';

// The invoice's lines as both documents (PDF and XML) state them: one per Accelerator with their
// hours, or one for the package when it names none. Net amounts in cents, positive on a credit note
// too (its type says it corrects); they add up exactly to the invoice's net amount.

interface DocumentLine {
  name: string;
  /** hours (unit 'HUR') or one package (unit 'C62') */
  quantity: number;
  unit: 'HUR' | 'C62';
  netCents: number;
}

/**
 * Splits the net amount over the lines in proportion to their hours, to the cent, by largest
 * remainder (ties to the earlier line): the sum is the net amount, whatever the hours.
 */
export function documentLines(invoice: IssuedInvoice): DocumentLine[] {
  const net = Math.abs(invoice.amounts.netCents);
  const { service } = invoice;
  // A partial credit note has one line: the hours not used, or the amount credited.
  const partial = invoice.corrects?.partial;
  if (partial)
    return partial.hours !== null
      ? [
          {
            name: `${service.packageName}: nicht genutzte Stunden`,
            quantity: partial.hours,
            unit: 'HUR',
            netCents: net,
          },
        ]
      : [
          {
            name: `Teilgutschrift zum Coaching-Paket „${service.packageName}“`,
            quantity: 1,
            unit: 'C62',
            netCents: net,
          },
        ];
  const lines = service.lines.filter((l) => l.hours > 0);
  const totalHours = lines.reduce((s, l) => s + l.hours, 0);
  if (lines.length === 0 || totalHours <= 0)
    return [{ name: `Coaching-Paket „${service.packageName}“`, quantity: 1, unit: 'C62', netCents: net }];
  const exact = lines.map((l) => (net * l.hours) / totalHours);
  const cents = exact.map(Math.floor);
  let rest = net - cents.reduce((s, c) => s + c, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (rest <= 0) break;
    cents[i]! += 1;
    rest -= 1;
  }
  return lines.map((l, i) => ({
    name: `${service.packageName}: ${formatHours(l.hours)} Std. Coaching mit ${l.partnerName}`,
    quantity: l.hours,
    unit: 'HUR',
    netCents: cents[i]!,
  }));
}

/** 123456 → '1234.56' (XML amounts: a dot, two decimals, no sign). */
export const decimalOf = (cents: number): string => (Math.abs(cents) / 100).toFixed(2);

/** '2026-11-24' → '20261124' (CII date format 102). */
export const date102 = (date: string): string => date.replace(/-/g, '');

/** The invoice a credit note cancels: '2026-0001 vom 24.11.2026' (credit notes issued before the date was kept: the number). */
export const originalOf = (invoice: IssuedInvoice): string =>
  invoice.corrects
    ? `${invoice.corrects.number}${invoice.corrects.issuedOn ? ` vom ${formatCalendarDate(invoice.corrects.issuedOn)}` : ''}`
    : '';
