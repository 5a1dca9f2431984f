import type { TaxStatus } from './contract';

// Which VAT a Gutschrift's lines carry. A line is taxed as the service it pays was: by the terms of
// its meeting's month, so a correction of December (19 %) in January's statement of a coach who
// became a small business in January still carries 19 %, and a small business's December meeting
// completed late stays without VAT in a statement taxed at 19 % (§ 19 UStG and the rate follow the
// time of the service, § 13 Abs. 1, § 27 Abs. 1 UStG).

/**
 * VAT on the net, rounded to the cent, half a cent away from zero (kaufmännisch: a Gutschrift that
 * takes money back carries exactly the negated VAT of the same positive one; Math.round alone rounds
 * -2,375 € to -2,37 €); none for a small business (§ 19 UStG).
 */
export const vatOf = (netCents: number, tax: TaxStatus): number =>
  tax.kind === 'vat' ? Math.sign(netCents) * Math.round((Math.abs(netCents) * tax.rate) / 100) : 0;

/** The lines of one tax status: their net and its VAT (rounded once per status, as EN 16931's breakdown). */
export interface TaxGroup {
  tax: TaxStatus;
  netCents: number;
  vatCents: number;
}

export const sameTax = (a: TaxStatus, b: TaxStatus): boolean =>
  a.kind === b.kind && (a.kind === 'smallBusiness' || a.rate === (b as { rate: number }).rate);

/** The month ('YYYY-MM') whose terms tax a line: its meeting's. */
const taxMonthOf = (line: { date: string }): string => line.date.slice(0, 7);

/**
 * The months among `lines` taxed otherwise than the statement's own status, with their status
 * (`taxOf` answers null for a month without terms: taxed as the statement).
 */
export function otherTaxMonths(
  lines: readonly { date: string }[],
  statementTax: TaxStatus,
  taxOf: (month: string) => TaxStatus | null,
): Record<string, TaxStatus> {
  const other: Record<string, TaxStatus> = {};
  for (const l of lines) {
    const month = taxMonthOf(l);
    const tax = taxOf(month);
    if (tax && !sameTax(tax, statementTax)) other[month] = tax;
  }
  return other;
}

/** The tax of a line: its month's if that differs from the statement's (`others`), else the statement's. */
export const lineTax = (line: { date: string }, statementTax: TaxStatus, others: Record<string, TaxStatus> = {}) =>
  (Object.hasOwn(others, taxMonthOf(line)) ? others[taxMonthOf(line)] : undefined) ?? statementTax;

/**
 * The VAT breakdown of a statement's lines: one group per tax status with a line of some amount (the
 * statement's own first, then by rate, high first; small business last); the statement's own status
 * alone when no line has one.
 */
export function taxGroupsOf(
  lines: readonly { date: string; amountCents: number }[],
  statementTax: TaxStatus,
  others: Record<string, TaxStatus> = {},
): TaxGroup[] {
  const groups: { tax: TaxStatus; netCents: number }[] = [];
  for (const l of lines) {
    if (l.amountCents === 0) continue;
    const tax = lineTax(l, statementTax, others);
    let g = groups.find((x) => sameTax(x.tax, tax));
    if (!g) groups.push((g = { tax, netCents: 0 }));
    g.netCents += l.amountCents;
  }
  if (groups.length === 0) groups.push({ tax: statementTax, netCents: 0 });
  const rank = (t: TaxStatus) => (sameTax(t, statementTax) ? -1000 : t.kind === 'vat' ? -t.rate : 0);
  return groups.sort((a, b) => rank(a.tax) - rank(b.tax)).map((g) => ({ ...g, vatCents: vatOf(g.netCents, g.tax) }));
}
