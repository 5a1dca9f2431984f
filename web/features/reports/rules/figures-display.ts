import { formatCents, formatHours, formatMonthLong, formatMonthShort } from '../../../../lib/german/format';
import { figureLabels, type Figures, type RevenueReport } from '../../../../modules/reports/contract';

// How the figures read on screen: euros and hours the German way, a stock not yet taken as a dash,
// and the rows the charts draw.

/** 123456 → '1.234,56 €'; null (a month not begun) → '–'. */
export const euro = (cents: number | null): string => (cents === null ? '–' : formatCents(cents));

/** 12.5 → '12,5 Std.'; null → '–'. */
export const hours = (h: number | null): string => (h === null ? '–' : `${formatHours(h)} Std.`);

/** One month as the charts draw it: euros (not cents) and hours. */
export interface MonthBar {
  month: string;
  short: string;
  long: string;
  invoicedNet: number;
  paid: number;
  fees: number;
  hoursSold: number;
  hoursDelivered: number;
  hoursCancelledLate: number;
}

export const monthBars = (report: RevenueReport): MonthBar[] =>
  report.months.map((m) => ({
    month: m.period,
    short: formatMonthShort(m.period),
    long: formatMonthLong(m.period),
    invoicedNet: m.invoicedNetCents / 100,
    paid: m.paidCents / 100,
    fees: m.feesNetCents / 100,
    hoursSold: m.hoursSold,
    hoursDelivered: m.hoursDelivered,
    hoursCancelledLate: m.hoursCancelledLate,
  }));

/** Whether a year has anything to show: a year before the firm's first has only zeros. */
export const isEmptyYear = (total: Figures): boolean =>
  total.invoicedGrossCents === 0 &&
  total.paidCents === 0 &&
  total.hoursSold === 0 &&
  total.hoursDelivered === 0 &&
  total.hoursCancelledLate === 0 &&
  total.feesNetCents === 0 &&
  !total.openCents &&
  !total.openHours;

/**
 * A month's or the year's figures in the order of the contract's `figureLabels` (the table's
 * headings, the CSV's columns): amounts in cents as euros, the others as hours.
 */
export const figureCells = (f: Figures): string[] =>
  (Object.keys(figureLabels) as (keyof typeof figureLabels)[]).map((key) =>
    key.endsWith('Cents') ? euro(f[key]) : hours(f[key]),
  );
