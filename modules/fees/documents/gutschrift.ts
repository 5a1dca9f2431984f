import type { PostalAddress } from '../../invoicing/contract';
import type { BillingData, FeeLine, LineKind, TaxStatus } from '../contract';
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
  meetings: number;
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
  tax: TaxStatus;
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

/**
 * The document's lines: the statement's meeting lines grouped by package, kind, rate and whether
 * they correct an earlier month (clients are not named: § 14 Abs. 4 Nr. 5 UStG asks for quantity
 * and kind of the service, and the document is kept 10 years). A group that adds up to nothing is
 * left out; the lines' amounts add up exactly to the statement's net amount.
 */
export function gutschriftLines(lines: readonly FeeLine[]): GutschriftLine[] {
  const groups = new Map<string, GutschriftLine>();
  for (const l of lines) {
    const key = JSON.stringify([l.correction, l.packageName, l.kind, l.rateCents]);
    const g = groups.get(key) ?? {
      name: `${l.correction ? 'Korrektur Vormonat: ' : ''}${kindLabels[l.kind]} „${l.packageName}“`,
      hundredths: 0,
      rateCents: l.rateCents,
      netCents: 0,
      correction: l.correction,
      meetings: 0,
    };
    groups.set(key, {
      ...g,
      hundredths: g.hundredths + l.hundredths,
      netCents: g.netCents + l.amountCents,
      meetings: g.meetings + 1,
    });
  }
  return [...groups.values()]
    .filter((g) => g.hundredths !== 0 || g.netCents !== 0)
    .sort(
      (a, b) =>
        Number(a.correction) - Number(b.correction) || a.name.localeCompare(b.name, 'de') || a.rateCents - b.rateCents,
    );
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
  const struck = new Set(
    events.flatMap((e) => (e.type === 'StatementDisputeResolved' && e.data.remove ? [e.data.lineId] : [])),
  );
  return {
    statementId: issued.statementId,
    number: issued.number,
    issuedOn: issued.issuedOn,
    at: issued.at,
    period: periodOf(issued.month),
    seller: issued.seller,
    buyer,
    tax: issued.tax,
    lines: gutschriftLines(drafted.lines.filter((l) => !struck.has(l.lineId))),
    netCents: issued.netCents,
    vatCents: issued.vatCents,
    grossCents: issued.grossCents,
  };
}
