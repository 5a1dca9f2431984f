import { defineDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import type { Actor } from '../identity/contract';
import type { BillingData, FeeLine, StatementStatus } from './contract';
import type { FeesError } from './decide';
import type { GutschriftBuyer } from './documents/gutschrift';
import { termsFor, totalsOf } from './decide-lines';
import { otherTaxMonths, taxGroupsOf } from './decide-tax';
import { statementStreams, type FeeTerms, type StatementEvent } from './events';

// The rules of one monthly statement: drafted once after its month ended, confirmed or disputed by
// its Accelerator, disputes resolved by the office, issued by the office (or by the job 7 days after
// drafting without objection), never changed once issued.

/** Days a drafted statement waits for the Accelerator before the job issues it. */
export const AUTO_ISSUE_DAYS = 7;

interface StatementLineState {
  line: FeeLine;
  removed: boolean;
  disputed: boolean;
}

interface StatementState {
  status: StatementStatus | 'none';
  partnerId: string;
  month: string;
  draftedAt: Date | null;
  lines: StatementLineState[];
  /** the office was told the billing data are missing (once) */
  held: boolean;
}

/** Whether Berlin's `month` ('YYYY-MM') is over at `now` (`berlinMonth` is `now`'s Berlin month). */
const hasEnded = (month: string, berlinMonth: string) => month < berlinMonth;

type StatementCommand =
  | { type: 'DraftStatement'; partnerId: string; month: string; lines: FeeLine[]; berlinMonth: string; now: Date }
  | { type: 'ConfirmStatement'; actor: Actor; now: Date }
  | { type: 'DisputeLine'; actor: Actor; lineId: string; reason: string; now: Date }
  | { type: 'ResolveDispute'; actor: Actor; lineId: string; remove: boolean; note: string | null; now: Date }
  /** the job, instead of issuing a due statement whose Accelerator has no billing data */
  | { type: 'HoldStatement'; hasBilling: boolean; now: Date }
  | {
      type: 'IssueStatement';
      /** null: the job, after 7 days without objection */
      actor: Actor | null;
      seller: BillingData | null;
      /** the firm (Leistungsempfänger) as its master data stand; null while never saved */
      buyer: GutschriftBuyer | null;
      /** the Accelerator's terms, every start month: the statement's month taxes it, each line's month its line */
      terms: readonly FeeTerms[];
      number: { year: number; sequence: number; number: string };
      issuedOn: string;
      berlinMonth: string;
      now: Date;
    };

/** Whether the job may issue it: 7 days after drafting. */
const isDue = (s: StatementState, now: Date) =>
  now.getTime() - s.draftedAt!.getTime() >= AUTO_ISSUE_DAYS * 24 * 3600_000;

/** The statement's own Accelerator; anyone else (another Accelerator) learns nothing of it. */
const isOwner = (actor: Actor, s: StatementState) => actor.role === 'partner' && actor.id === s.partnerId;

export { vatOf } from './decide-tax';

function decideStatement(c: StatementCommand, s: StatementState, id: string): StatementEvent[] | FeesError {
  const at = c.now.toISOString();
  if (c.type === 'DraftStatement') {
    if (s.status !== 'none') return [];
    if (!hasEnded(c.month, c.berlinMonth)) return 'MonthNotEnded';
    if (c.lines.length === 0) return 'NothingToBill';
    return [
      {
        type: 'StatementDrafted',
        data: { statementId: id, partnerId: c.partnerId, month: c.month, lines: c.lines, at },
      },
    ];
  }
  if (s.status === 'none') return 'StatementNotFound';
  const ids = { statementId: id, partnerId: s.partnerId };
  switch (c.type) {
    case 'ConfirmStatement': {
      if (!isOwner(c.actor, s)) return c.actor.role === 'partner' ? 'StatementNotFound' : 'NotAllowed';
      if (s.status === 'issued') return 'AlreadyIssued';
      if (s.status === 'disputed') return 'OpenDispute';
      if (s.status === 'confirmed') return [];
      return [{ type: 'StatementConfirmed', data: { ...ids, at } }];
    }
    case 'DisputeLine': {
      if (!isOwner(c.actor, s)) return c.actor.role === 'partner' ? 'StatementNotFound' : 'NotAllowed';
      if (s.status === 'issued') return 'AlreadyIssued';
      const line = s.lines.find((l) => l.line.lineId === c.lineId && !l.removed);
      if (!line) return 'LineNotFound';
      if (line.disputed) return 'AlreadyDisputed';
      return [{ type: 'StatementLineDisputed', data: { ...ids, lineId: c.lineId, reason: c.reason, at } }];
    }
    case 'ResolveDispute': {
      if (c.actor.role !== 'admin') return 'NotAllowed';
      if (s.status === 'issued') return 'AlreadyIssued';
      const line = s.lines.find((l) => l.line.lineId === c.lineId);
      if (!line) return 'LineNotFound';
      if (!line.disputed) return 'NoDispute';
      const data = { ...ids, lineId: c.lineId, remove: c.remove, note: c.note, byId: c.actor.id, at };
      return [{ type: 'StatementDisputeResolved', data }];
    }
    case 'HoldStatement':
      // Only what the job's issue would refuse for the billing data alone, and only once.
      if (s.status === 'issued' || s.status === 'disputed' || c.hasBilling || s.held) return [];
      if (!isDue(s, c.now)) return [];
      return [{ type: 'StatementIssueHeld', data: { ...ids, month: s.month, reason: 'billingMissing', at } }];
    case 'IssueStatement': {
      if (c.actor !== null && c.actor.role !== 'admin') return 'NotAllowed';
      if (s.status === 'issued') return 'AlreadyIssued';
      if (!hasEnded(s.month, c.berlinMonth)) return 'MonthNotEnded';
      if (s.status === 'disputed') return 'OpenDispute';
      if (c.actor === null && !isDue(s, c.now)) return 'NotDue';
      if (!c.seller) return 'NoBillingData';
      const tax = termsFor(c.terms, s.month)?.tax;
      if (!tax) return 'NoTerms';
      const kept = s.lines.filter((l) => !l.removed).map((l) => l.line);
      const totals = totalsOf(kept);
      // A correction of a month taxed otherwise keeps that month's VAT (decide-tax.ts).
      const others = otherTaxMonths(kept, tax, (month) => termsFor(c.terms, month)?.tax ?? null);
      const vatCents = taxGroupsOf(kept, tax, others).reduce((sum, g) => sum + g.vatCents, 0);
      const data = {
        ...ids,
        month: s.month,
        number: c.number.number,
        year: c.number.year,
        issuedOn: c.issuedOn,
        seller: c.seller,
        // The Gutschrift's buyer, frozen; a firm without saved data yet is named when its Gutschrift is made.
        ...(c.buyer ? { buyer: c.buyer } : {}),
        tax,
        ...(Object.keys(others).length > 0 ? { taxOfMonths: others } : {}),
        hundredths: totals.hundredths,
        netCents: totals.amountCents,
        vatCents,
        grossCents: totals.amountCents + vatCents,
        auto: c.actor === null,
        at,
      };
      return [{ type: 'StatementIssued', data }];
    }
    default:
      return unreachable(c);
  }
}

function evolveStatement(s: StatementState, e: StatementEvent): StatementState {
  const mark = (lineId: string, change: Partial<StatementLineState>) =>
    s.lines.map((l) => (l.line.lineId === lineId ? { ...l, ...change } : l));
  switch (e.type) {
    case 'StatementDrafted':
      return {
        status: 'drafted',
        partnerId: e.data.partnerId,
        month: e.data.month,
        draftedAt: new Date(e.data.at),
        lines: e.data.lines.map((line) => ({ line, removed: false, disputed: false })),
        held: false,
      };
    case 'StatementConfirmed':
      return { ...s, status: 'confirmed' };
    case 'StatementLineDisputed':
      return { ...s, status: 'disputed', lines: mark(e.data.lineId, { disputed: true }) };
    case 'StatementDisputeResolved': {
      const lines = mark(e.data.lineId, { disputed: false, removed: e.data.remove });
      return { ...s, lines, status: lines.some((l) => l.disputed) ? 'disputed' : 'drafted' };
    }
    case 'StatementIssued':
      return { ...s, status: 'issued' };
    case 'StatementIssueHeld':
      return { ...s, held: true };
    default:
      return unreachable(e);
  }
}

export const statementDecider = defineDecider(
  statementStreams,
  (): StatementState => ({ status: 'none', partnerId: '', month: '', draftedAt: null, lines: [], held: false }),
  evolveStatement,
  decideStatement,
);
