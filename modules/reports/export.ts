import { formatDecimal, formatHours, formatMonthLong } from '../../lib/german/format';
import { excelCsv } from '../../server/http/csv';
import { figureLabels, type Figures, type RevenueReport } from './contract';

// The year's figures as CSV for Excel (`;`, decimal comma, BOM; server/http/csv.ts): the months and
// the year, then the Accelerators, then the package types, each block with its own header row.

const euro = (cents: number | null) => (cents === null ? null : formatDecimal(cents / 100, 2));
const hours = (h: number | null) => (h === null ? null : formatHours(h));

const figureColumns = Object.values(figureLabels);

const figureCells = (f: Figures) => [
  euro(f.invoicedNetCents),
  euro(f.invoicedVatCents),
  euro(f.invoicedGrossCents),
  euro(f.paidCents),
  euro(f.openCents),
  hours(f.hoursSold),
  hours(f.hoursDelivered),
  hours(f.hoursCancelledLate),
  hours(f.openHours),
  euro(f.openHoursValueCents),
  euro(f.deliveredValueCents),
  euro(f.feesNetCents),
  euro(f.marginCents),
];

/** The three blocks, the first with the byte order mark, an empty line between them. */
export function revenueCsv(r: RevenueReport): string {
  const months = excelCsv(
    ['Monat', ...figureColumns],
    [
      ...r.months.map((m) => [formatMonthLong(m.period), ...figureCells(m)]),
      [`Jahr ${r.year}`, ...figureCells(r.total)],
    ],
  );
  const partners = excelCsv(
    ['Accelerator', 'Stunden berechnet', 'Wert geleisteter Stunden', 'Honorare netto', 'Marge'],
    r.partners.map((p) => [
      p.name,
      hours(p.hoursCharged),
      euro(p.deliveredValueCents),
      euro(p.feesNetCents),
      euro(p.marginCents),
    ]),
  );
  const packageTypes = excelCsv(
    [
      'Pakettyp',
      'Stunden verkauft',
      'Umsatz netto',
      'Stunden berechnet',
      'Wert geleisteter Stunden',
      'Honorare netto',
      'Marge',
    ],
    r.packageTypes.map((t) => [
      t.name,
      hours(t.hoursSold),
      euro(t.invoicedNetCents),
      hours(t.hoursCharged),
      euro(t.deliveredValueCents),
      euro(t.feesNetCents),
      euro(t.marginCents),
    ]),
  );
  const withoutMark = (csv: string) => csv.replace(/^\uFEFF/, '');
  return [months, withoutMark(partners), withoutMark(packageTypes)].join('\r\n');
}
