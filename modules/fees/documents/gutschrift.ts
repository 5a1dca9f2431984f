import { formatMonthLong } from '../../../lib/german/format';
import type { PostalAddress } from '../../invoicing/contract';
import type { BillingData, FeeLine, LineKind, TaxStatus } from '../contract';
import { lineTax, sameTax, taxGroupsOf, type TaxGroup } from '../decide-tax';
import type { StatementDrafted, StatementEvent, StatementIssued } from '../events';

// The Gutschrift (self-billed invoice, § 14 Abs. 2 Satz 2 UStG) as both documents state it, built
// from the statement's log only: the lines as drafted less those the office struck, the parties,
// number and totals as `StatementIssued` froze them. An issued statement never changes, so neither
// does its Gutschrift.

/** The firm as the Gutschrift's buyer (Leistungsempfänger), frozen at issue. */
export interface GutschriftBuyer {
  legalName: string;
  address: PostalAddress;
  vatId: string | null;
  taxNumber: string | null;
  email: string;
  phone: string | null;
}

/** One line of the document: the statement's lines of one package, kind, rate and correction, added up. */
export interface GutschriftLine {
  name: string;
  /** hundredths of an hour, negative on a correction that takes hours back */
  hundredths: number;
  rateCents: number;
  netCents: number;
  correction: boolean;
  /** a correction's service period: the corrected month (§ 14 Abs. 4 Nr. 6 UStG); else null, the statement's */
  period: { from: string; to: string } | null;
  meetings: number;
  /** its meeting's month's tax status (decide-tax.ts) */
  tax: TaxStatus;
}

export interface Gutschrift {
  statementId: string;
  number: string;
  issuedOn: string;
  at: string;
  /** the service period: the statement's month, first to last day */
  period: { from: string; to: string };
  seller: BillingData;
  buyer: GutschriftBuyer;
  /** the statement's month's tax status */
  tax: TaxStatus;
  /** the VAT breakdown: one group, or more when a correction of a month taxed otherwise is on it */
  taxes: TaxGroup[];
  lines: GutschriftLine[];
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** The § 19 UStG sentence the issue asks for, on the PDF and as a note in the XML. */
export const SMALL_BUSINESS_NOTE = 'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.';
/** The wording § 14 Abs. 4 Satz 1 Nr. 10 UStG requires on a self-billed invoice. */
export const SELF_BILLING_NOTE = 'Gutschrift – Abrechnung im Gutschriftsverfahren (§ 14 Abs. 2 Satz 2 UStG)';

const kindLabels: Record<LineKind, string> = {
  completed: 'Coaching',
  noShow: 'Coaching, Klient nicht erschienen',
  lateCancellation: 'Kurzfristig abgesagter Termin',
};

/** '2026-12' → { from: '2026-12-01', to: '2026-12-31' }. */
export function periodOf(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(days).padStart(2, '0')}` };
}

/** The note on a line taxed otherwise than the statement (a correction of a month with other terms). */
const otherTaxNote = (tax: TaxStatus) =>
  tax.kind === 'vat' ? ` (USt ${String(tax.rate).replace('.', ',')} %)` : ' (ohne USt, § 19 UStG)';

/**
 * The document's lines: the statement's meeting lines grouped by package, kind, rate, tax status and
 * the earlier month they correct (clients are not named: § 14 Abs. 4 Nr. 5 UStG asks for quantity
 * and kind of the service, and the document is kept 10 years). A correction names its month
 * ('Korrektur Oktober 2026: …', not 'Vormonat': it may lie further back) and carries it as its
 * service period (§ 14 Abs. 4 Nr. 6 UStG; the XML's BG-26). A line taxed otherwise than the
 * statement (`others`, decide-tax.ts) says so in its name. A group that adds up to nothing is left
 * out; the lines' amounts add up exactly to the statement's net amount.
 */
export function gutschriftLines(
  lines: readonly FeeLine[],
  statementTax: TaxStatus,
  others: Record<string, TaxStatus> = {},
): GutschriftLine[] {
  const groups = new Map<string, GutschriftLine>();
  for (const l of lines) {
    const tax = lineTax(l, statementTax, others);
    const corrected = l.correction ? l.date.slice(0, 7) : null;
    const key = JSON.stringify([corrected, l.packageName, l.kind, l.rateCents, tax]);
    const note = sameTax(tax, statementTax) ? '' : otherTaxNote(tax);
    const g = groups.get(key) ?? {
      name: `${corrected ? `Korrektur ${formatMonthLong(corrected)}: ` : ''}${kindLabels[l.kind]} „${l.packageName}“${note}`,
      hundredths: 0,
      rateCents: l.rateCents,
      netCents: 0,
      correction: l.correction,
      period: corrected ? periodOf(corrected) : null,
      meetings: 0,
      tax,
    };
    groups.set(key, {
      ...g,
      hundredths: g.hundredths + l.hundredths,
      netCents: g.netCents + l.amountCents,
      meetings: g.meetings + 1,
    });
  }
  // The month's own lines first, then the corrections by the month they correct, the earliest first.
  return [...groups.values()]
    .filter((g) => g.hundredths !== 0 || g.netCents !== 0)
    .sort(
      (a, b) =>
        Number(a.correction) - Number(b.correction) ||
        (a.period?.from ?? '').localeCompare(b.period?.from ?? '') ||
        a.name.localeCompare(b.name, 'de') ||
        a.rateCents - b.rateCents,
    );
}

/** The statement's lines as drafted, less those the office struck. */
export function keptLines(events: readonly StatementEvent[]): FeeLine[] {
  const drafted = events.find((e): e is StatementDrafted => e.type === 'StatementDrafted')?.data;
  const struck = new Set(
    events.flatMap((e) => (e.type === 'StatementDisputeResolved' && e.data.remove ? [e.data.lineId] : [])),
  );
  return (drafted?.lines ?? []).filter((l) => !struck.has(l.lineId));
}

/**
 * The Gutschrift of a statement's events; null while it is not issued. `currentFirm` stands in for
 * the buyer of a statement issued before the buyer was frozen with it.
 */
export function gutschriftOf(
  events: readonly StatementEvent[],
  currentFirm: GutschriftBuyer | null,
): Gutschrift | null {
  const issued = events.find((e): e is StatementIssued => e.type === 'StatementIssued')?.data;
  const drafted = events.find((e): e is StatementDrafted => e.type === 'StatementDrafted')?.data;
  const buyer = issued?.buyer ?? currentFirm;
  if (!issued || !drafted || !buyer) return null;
  const kept = keptLines(events);
  return {
    statementId: issued.statementId,
    number: issued.number,
    issuedOn: issued.issuedOn,
    at: issued.at,
    period: periodOf(issued.month),
    seller: issued.seller,
    buyer,
    tax: issued.tax,
    taxes: taxGroupsOf(kept, issued.tax, issued.taxOfMonths),
    lines: gutschriftLines(kept, issued.tax, issued.taxOfMonths),
    netCents: issued.netCents,
    vatCents: issued.vatCents,
    grossCents: issued.grossCents,
  };
}
