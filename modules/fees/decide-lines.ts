import type { FeeLine, LineKind } from './contract';
import type { FeeTerms } from './events';

// What the terms pay: which meetings, at which rate, and the lines of a month's statement, with
// corrections for meetings of earlier (already billed) months whose paid amount no longer holds.

/** A meeting as the fees read it (the meetings module's read table). */
export interface MeetingFact {
  meetingId: string;
  partnerId: string;
  clientId: string;
  userPackageId: string;
  packageName: string;
  packageType: string | null;
  /** the Berlin date of the meeting, 'YYYY-MM-DD' */
  date: string;
  status: string;
  noShow: boolean;
  lateCancellation: boolean;
  hoursUsed: number;
}

/** What the Accelerator's statements (of any month, a later one too) already hold for one meeting (summed over their lines, struck ones too). */
export interface Settled {
  hundredths: number;
  amountCents: number;
}

/** The terms in force in `month` ('YYYY-MM'): the latest that started in or before it. */
export function termsFor(history: readonly FeeTerms[], month: string): FeeTerms | null {
  let found: FeeTerms | null = null;
  for (const t of history) if (t.validFrom <= month && (!found || t.validFrom >= found.validFrom)) found = t;
  return found;
}

/** Why the terms pay a meeting, or null: completed always, a no-show and a charged late cancellation if agreed. */
function paidKind(m: MeetingFact, terms: FeeTerms): LineKind | null {
  if (m.status === 'completed') return m.noShow ? (terms.payNoShows ? 'noShow' : null) : 'completed';
  if (m.status === 'cancelled' && m.lateCancellation) return terms.payLateCancellations ? 'lateCancellation' : null;
  return null;
}

// Own keys only: a package named 'toString' or 'constructor' read the object's method as its rate (NaN).
const rateOf = (terms: FeeTerms, packageType: string | null): number =>
  packageType !== null && Object.hasOwn(terms.ratesByPackageType, packageType)
    ? terms.ratesByPackageType[packageType]!
    : terms.hourlyRate;

/** Hours as whole hundredths (1,5 h = 150), so money is computed in integers. */
const hundredthsOf = (hours: number): number => Math.round(hours * 100);
/** Hundredths of an hour at a rate in cents, rounded to the cent (half up). */
export const amountOf = (hundredths: number, rateCents: number): number => Math.round((hundredths * rateCents) / 100);

/**
 * The lines of `partnerId`'s statement for `month`: each meeting of the month the terms pay, and for
 * every meeting already on an earlier statement (or that should be) the difference between what it
 * earns now and what was settled, as a correction line. A meeting that earns what was settled is left out.
 */
export function statementLines(input: {
  partnerId: string;
  month: string;
  meetings: readonly MeetingFact[];
  settled: ReadonlyMap<string, Settled>;
  terms: readonly FeeTerms[];
}): FeeLine[] {
  const lines: FeeLine[] = [];
  for (const m of input.meetings) {
    const meetingMonth = m.date.slice(0, 7);
    if (meetingMonth > input.month) continue;
    const terms = termsFor(input.terms, meetingMonth);
    const kind = terms && m.partnerId === input.partnerId ? paidKind(m, terms) : null;
    const rateCents = terms ? rateOf(terms, m.packageType) : 0;
    const hundredths = kind ? hundredthsOf(m.hoursUsed) : 0;
    const amountCents = kind ? amountOf(hundredths, rateCents) : 0;
    const before = input.settled.get(m.meetingId) ?? { hundredths: 0, amountCents: 0 };
    if (amountCents === before.amountCents && hundredths === before.hundredths) continue;
    const correction = meetingMonth < input.month || before.hundredths !== 0 || before.amountCents !== 0;
    lines.push({
      lineId: m.meetingId,
      meetingId: m.meetingId,
      clientId: m.clientId,
      userPackageId: m.userPackageId,
      packageName: m.packageName,
      date: m.date,
      kind: kind ?? 'completed',
      correction,
      hundredths: hundredths - before.hundredths,
      rateCents,
      amountCents: amountCents - before.amountCents,
    });
  }
  return lines.sort((a, b) => a.date.localeCompare(b.date) || a.lineId.localeCompare(b.lineId));
}

/** The sums of a statement's lines that are not struck. */
export function totalsOf(lines: readonly { hundredths: number; amountCents: number }[]) {
  return {
    hundredths: lines.reduce((s, l) => s + l.hundredths, 0),
    amountCents: lines.reduce((s, l) => s + l.amountCents, 0),
  };
}

/** '2026-01' -> '2025-12': the month the job drafts on the 1st of the next. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}
