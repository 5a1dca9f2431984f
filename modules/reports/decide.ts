import { berlinDateOf } from '../../lib/german/time';
import type { InvoiceFact, PaymentFact } from '../invoicing';
import type { SoldPackageFact } from '../packages';
import type { ChargedHoursFact } from '../meetings';
import type { FeeByPackageFact, IssuedStatementFact } from '../fees';
import type { Figures, PackageTypeFigures, PartnerFigures, RevenueReport } from './contract';
import { hoursOf, monthsOf, stockDayOf } from './periods';

// What counts where in the firm's figures: every rule of the report, pure (the facts are read in
// queries.ts, the day is passed in). README 'Decisions' says why each rule is as it is.

/** What the report is made of: the other modules' facts up to the year's end. */
export interface ReportFacts {
  year: number;
  /** Berlin date the report is made on */
  today: string;
  /** the firm's first year (its first invoice or activation); null before either */
  firstYear: number | null;
  invoices: readonly InvoiceFact[];
  payments: readonly PaymentFact[];
  packages: readonly SoldPackageFact[];
  charged: readonly ChargedHoursFact[];
  statements: readonly IssuedStatementFact[];
  feesByPackage: readonly FeeByPackageFact[];
  partnerNames: ReadonlyMap<string, string>;
}

export type ReportRejection = 'YEAR_AHEAD';

/** A year after this one has no figures yet. */
export const refusalOf = (year: number, today: string): ReportRejection | null =>
  year > Number(today.slice(0, 4)) ? 'YEAR_AHEAD' : null;

/** The years to choose from: the firm's first to this one, newest first. */
export function yearsOffered(firstYear: number | null, today: string): number[] {
  const current = Number(today.slice(0, 4));
  const first = Math.min(firstYear ?? current, current);
  return Array.from({ length: current - first + 1 }, (_, i) => current - i);
}

/** A package's net price: its invoices less their credit notes; the offered price while none is issued. */
function netPriceOf(p: SoldPackageFact, own: readonly InvoiceFact[] | undefined): number {
  return own ? sum(own, (i) => i.netCents) : p.priceCents;
}

/** The net value of `hundredths` of a package's hours: pro rata of its net price, to the cent. */
const valueOf = (hundredths: number, pkg: { hundredths: number; netCents: number } | undefined): number =>
  pkg && pkg.hundredths > 0 ? Math.round((hundredths * pkg.netCents) / pkg.hundredths) : 0;

const sum = <T>(items: readonly T[], of: (item: T) => number): number => items.reduce((s, i) => s + of(i), 0);

/** The items by a key (the payments of each invoice, the charges of each package), read once. */
function groupedBy<T>(items: readonly T[], keyOf: (item: T) => string | null): ReadonlyMap<string | null, T[]> {
  const groups = new Map<string | null, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * What issued invoices still wanted on `day`: each invoice issued by then, less its credit notes
 * dated by then (a Storno takes all of it, a partial credit its part) and the payments booked on it
 * by then; overpaid ones count nothing.
 */
export function openItemsOn(day: string, invoices: readonly InvoiceFact[], payments: readonly PaymentFact[]): number {
  const issued = invoices.filter((i) => i.issuedOn <= day);
  const creditsOf = groupedBy(
    issued.filter((i) => i.kind === 'credit_note'),
    (c) => c.correctsInvoiceId,
  );
  const paymentsOf = groupedBy(
    payments.filter((p) => p.bookedOn <= day),
    (p) => p.invoiceId,
  );
  const owed = (i: InvoiceFact) => i.grossCents + sum(creditsOf.get(i.id) ?? [], (c) => c.grossCents);
  const paid = (i: InvoiceFact) => sum(paymentsOf.get(i.id) ?? [], (p) => p.amountCents);
  return sum(
    issued.filter((i) => i.kind === 'invoice'),
    (i) => Math.max(0, owed(i) - paid(i)),
  );
}

interface Pricing {
  hundredths: number;
  netCents: number;
  name: string;
  activatedOn: string;
  endedOn: string | null;
}

/** Hours paid for and not used on `day` with their value: active packages' hours less those charged by that month. */
function openHoursOn(
  day: string,
  packages: ReadonlyMap<string, Pricing>,
  charged: readonly ChargedHoursFact[],
): { hundredths: number; valueCents: number } {
  const month = day.slice(0, 7);
  const chargesOf = groupedBy(charged, (c) => c.userPackageId);
  let hundredths = 0;
  let valueCents = 0;
  for (const [id, p] of packages) {
    // A package ended (expired, used up, cancelled) owes no more hours: what was left is forfeit or refunded.
    if (p.activatedOn > day || (p.endedOn !== null && p.endedOn <= day)) continue;
    const used = sum(chargesOf.get(id) ?? [], (c) => (c.month <= month ? c.hundredths : 0));
    const left = Math.max(0, p.hundredths - used);
    hundredths += left;
    valueCents += valueOf(left, p);
  }
  return { hundredths, valueCents };
}

/** The year's figures per month, for the year, per Accelerator and per package type. */
export function revenueReport(f: ReportFacts): RevenueReport {
  const invoicesOf = groupedBy(f.invoices, (i) => i.userPackageId);
  const pricing = new Map<string, Pricing>(
    f.packages.map((p) => [
      p.id,
      {
        hundredths: p.hundredths,
        netCents: netPriceOf(p, invoicesOf.get(p.id)),
        name: p.name,
        activatedOn: berlinDateOf(p.activatedAt),
        endedOn: p.endedAt ? berlinDateOf(p.endedAt) : null,
      },
    ]),
  );
  const valueOfCharge = (c: ChargedHoursFact) => valueOf(c.hundredths, pricing.get(c.userPackageId));
  const year = String(f.year);

  const figuresOf = (period: string, stockDay: string | null): Figures => {
    const invoices = f.invoices.filter((i) => i.issuedOn.startsWith(period));
    const charged = f.charged.filter((c) => c.month.startsWith(period));
    const open = stockDay === null ? null : openHoursOn(stockDay, pricing, f.charged);
    return {
      period,
      invoicedNetCents: sum(invoices, (i) => i.netCents),
      invoicedVatCents: sum(invoices, (i) => i.vatCents),
      invoicedGrossCents: sum(invoices, (i) => i.grossCents),
      paidCents: sum(
        f.payments.filter((p) => p.bookedOn.startsWith(period)),
        (p) => p.amountCents,
      ),
      openCents: stockDay === null ? null : openItemsOn(stockDay, f.invoices, f.payments),
      hoursSold: hoursOf(
        sum(
          [...pricing.values()].filter((p) => p.activatedOn.startsWith(period)),
          (p) => p.hundredths,
        ),
      ),
      hoursDelivered: hoursOf(
        sum(
          charged.filter((c) => c.kind === 'completed'),
          (c) => c.hundredths,
        ),
      ),
      hoursCancelledLate: hoursOf(
        sum(
          charged.filter((c) => c.kind === 'lateCancellation'),
          (c) => c.hundredths,
        ),
      ),
      openHours: open && hoursOf(open.hundredths),
      openHoursValueCents: open && open.valueCents,
      ...marginOf(
        sum(charged, valueOfCharge),
        sum(
          f.statements.filter((s) => s.month.startsWith(period)),
          (s) => s.netCents,
        ),
      ),
    };
  };

  const months = monthsOf(f.year).map((m) => figuresOf(m, stockDayOf(m, f.today)));
  const lastBegun = [...monthsOf(f.year)].reverse().find((m) => stockDayOf(m, f.today) !== null);
  const total = figuresOf(year, lastBegun ? stockDayOf(lastBegun, f.today) : null);
  const chargedInYear = f.charged.filter((c) => c.month.startsWith(`${year}-`));
  return {
    year: f.year,
    years: yearsOffered(f.firstYear, f.today),
    asOf: f.today,
    months,
    total,
    partners: partnerFigures(f, chargedInYear, valueOfCharge),
    packageTypes: packageTypeFigures(f, pricing, chargedInYear, valueOfCharge),
  };
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'de');

/** What the hours charged were worth, the fees paid for them, and the margin between the two. */
const marginOf = (deliveredValueCents: number, feesNetCents: number) => ({
  deliveredValueCents,
  feesNetCents,
  marginCents: deliveredValueCents - feesNetCents,
});

/** An Accelerator's or a package type's hours charged, then their value, fees and margin. */
const chargedFigures = (
  own: readonly ChargedHoursFact[],
  valueOfCharge: (c: ChargedHoursFact) => number,
  feesNetCents: number,
) => ({
  hoursCharged: hoursOf(sum(own, (c) => c.hundredths)),
  ...marginOf(sum(own, valueOfCharge), feesNetCents),
});

/** Each Accelerator with hours charged or a fee in the year. */
function partnerFigures(
  f: ReportFacts,
  charged: readonly ChargedHoursFact[],
  valueOfCharge: (c: ChargedHoursFact) => number,
): PartnerFigures[] {
  const ids = new Set([...charged.map((c) => c.partnerId), ...f.statements.map((s) => s.partnerId)]);
  return [...ids]
    .map((partnerId) => {
      const fees = f.statements.filter((s) => s.partnerId === partnerId);
      return {
        partnerId,
        name: f.partnerNames.get(partnerId) ?? 'Gelöschter Accelerator',
        ...chargedFigures(
          charged.filter((c) => c.partnerId === partnerId),
          valueOfCharge,
          sum(fees, (s) => s.netCents),
        ),
      };
    })
    .sort(byName);
}

/** Each package type (the package's name) sold, invoiced, charged or paid a fee for in the year. */
function packageTypeFigures(
  f: ReportFacts,
  pricing: ReadonlyMap<string, Pricing>,
  charged: readonly ChargedHoursFact[],
  valueOfCharge: (c: ChargedHoursFact) => number,
): PackageTypeFigures[] {
  const year = `${f.year}-`;
  const sold = [...pricing.values()].filter((p) => p.activatedOn.startsWith(year));
  const invoices = f.invoices.filter((i) => i.issuedOn.startsWith(year));
  const typeOf = (c: ChargedHoursFact) => pricing.get(c.userPackageId)?.name ?? '';
  const names = new Set([
    ...sold.map((p) => p.name),
    ...invoices.map((i) => i.packageName),
    ...charged.map(typeOf),
    ...f.feesByPackage.map((l) => l.packageName),
  ]);
  return [...names]
    .map((name) => {
      const fees = f.feesByPackage.filter((l) => l.packageName === name);
      return {
        name,
        hoursSold: hoursOf(
          sum(
            sold.filter((p) => p.name === name),
            (p) => p.hundredths,
          ),
        ),
        invoicedNetCents: sum(
          invoices.filter((i) => i.packageName === name),
          (i) => i.netCents,
        ),
        ...chargedFigures(
          charged.filter((c) => typeOf(c) === name),
          valueOfCharge,
          sum(fees, (l) => l.amountCents),
        ),
      };
    })
    .sort(byName);
}
