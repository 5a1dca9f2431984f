import { z } from 'zod';
import { coercedWholeNumber } from '../../lib/whole-number';
import { cents } from '../invoicing/contract/money';

// The firm's figures (issue 35, item 7): what GET /api/reports/revenue answers, its query, the
// German texts the screen and the CSV share. Money in integer cents, hours as numbers (two decimals).

export const reportsMessages = {
  year: 'Bitte geben Sie ein Jahr an.',
  yearAhead: 'Für ein kommendes Jahr gibt es noch keine Zahlen.',
};

export const revenueQuery = z.object({ year: coercedWholeNumber(2000, 2100, reportsMessages.year) });

/**
 * What the charged hours were worth, what they cost, and what is left: the same three figures for a
 * period, an Accelerator and a package type.
 */
const marginFields = {
  /** the charged hours' net value (hours × the package's net hourly price) */
  deliveredValueCents: cents,
  /** the issued statements' net for the months they cover */
  feesNetCents: cents,
  /** delivered value less fees */
  marginCents: cents,
};

/** A row's year (an Accelerator, a package type): its hours charged (held and late cancellations) and their margin. */
const chargedFields = {
  hoursCharged: z.number(),
  ...marginFields,
};

/** One month's figures; the year's have the same shape (its stocks as at the year's end, or today). */
const figuresSchema = z.object({
  /** 'yyyy-MM', or 'yyyy' for the year */
  period: z.string(),
  /** invoices and credit notes by invoice date (a credit note's amounts are negative) */
  invoicedNetCents: cents,
  invoicedVatCents: cents,
  invoicedGrossCents: cents,
  /** payments by their booking date */
  paidCents: cents,
  /** what issued invoices still wanted at the period's end; null for a month not yet begun */
  openCents: cents.nullable(),
  /** hours of the packages activated in the period */
  hoursSold: z.number(),
  /** hours of the completed meetings (no-shows included) dated in the period */
  hoursDelivered: z.number(),
  /** hours charged for late cancellations dated in the period */
  hoursCancelledLate: z.number(),
  /** hours paid for and not yet used at the period's end, and their net value; null for a month not yet begun */
  openHours: z.number().nullable(),
  openHoursValueCents: cents.nullable(),
  ...marginFields,
});
export type Figures = z.infer<typeof figuresSchema>;

/** One Accelerator's year: hours charged (held and late cancellations), their value, fees, margin. */
const partnerFiguresSchema = z.object({
  partnerId: z.string(),
  name: z.string(),
  ...chargedFields,
});
export type PartnerFigures = z.infer<typeof partnerFiguresSchema>;

/** One package type's year (the package's name: the template it was offered from). */
const packageTypeFiguresSchema = z.object({
  name: z.string(),
  hoursSold: z.number(),
  invoicedNetCents: cents,
  ...chargedFields,
});
export type PackageTypeFigures = z.infer<typeof packageTypeFiguresSchema>;

export const revenueReportSchema = z.object({
  year: z.number().int(),
  /** the years to choose from: the firm's first to this one, newest first */
  years: z.array(z.number().int()),
  /** the day the stocks of the running month and year are taken ('yyyy-MM-dd') */
  asOf: z.string(),
  months: z.array(figuresSchema),
  total: figuresSchema,
  partners: z.array(partnerFiguresSchema),
  packageTypes: z.array(packageTypeFiguresSchema),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

export const reportsKeys = {
  all: ['reports'] as const,
  revenue: (year: number) => ['reports', 'revenue', year] as const,
};

/** The CSV's and the screen's column names of a period's figures, in order. */
export const figureLabels = {
  invoicedNetCents: 'Umsatz netto',
  invoicedVatCents: 'Umsatzsteuer',
  invoicedGrossCents: 'Umsatz brutto',
  paidCents: 'Zahlungseingang',
  openCents: 'Offene Posten',
  hoursSold: 'Stunden verkauft',
  hoursDelivered: 'Stunden geleistet',
  hoursCancelledLate: 'Stunden kurzfristig abgesagt',
  openHours: 'Offene Stunden',
  openHoursValueCents: 'Wert offener Stunden',
  deliveredValueCents: 'Wert geleisteter Stunden',
  feesNetCents: 'Honorare netto',
  marginCents: 'Marge',
} as const satisfies Record<Exclude<keyof Figures, 'period'>, string>;
