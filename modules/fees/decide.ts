import { defineDecider, ownedValueDecider } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import type { Actor } from '../identity/contract';
import type { BillingData } from './contract';
import {
  billingDataStreams,
  feeSequenceStreams,
  feeTermsStreams,
  type BillingDataEvent,
  type FeeSequenceEvent,
  type FeeTerms,
  type FeeTermsEvent,
} from './events';

// The rules of an Accelerator's fee terms, their billing data and the Gutschrift numbers. The
// statements' rules: decide-statement.ts; what terms pay: decide-lines.ts.

export type FeesError =
  | 'NotAllowed'
  | 'NotAPartner'
  | 'MonthAlreadyBilled'
  | 'StatementNotFound'
  | 'LineNotFound'
  | 'MonthNotEnded'
  | 'NothingToBill'
  | 'AlreadyIssued'
  | 'OpenDispute'
  | 'NoDispute'
  | 'AlreadyDisputed'
  | 'NoBillingData'
  | 'NoTerms'
  | 'NotDue';

interface TermsState {
  history: FeeTerms[];
}

/** Terms from `terms.validFrom` on; `lastBilledMonth` is the newest month the Accelerator has a statement for. */
interface SetFeeTerms {
  type: 'SetFeeTerms';
  actor: Actor;
  isPartner: boolean;
  terms: FeeTerms;
  lastBilledMonth: string | null;
  now: Date;
}

function decideTerms(c: SetFeeTerms, state: TermsState, partnerId: string): FeeTermsEvent[] | FeesError {
  if (c.actor.role !== 'admin') return 'NotAllowed';
  if (!c.isPartner) return 'NotAPartner';
  // A month with a statement is settled: new terms start after it, never change it.
  if (c.lastBilledMonth !== null && c.terms.validFrom <= c.lastBilledMonth) return 'MonthAlreadyBilled';
  const same = state.history.find((t) => t.validFrom === c.terms.validFrom);
  if (same && JSON.stringify(inOrder(same)) === JSON.stringify(inOrder(c.terms))) return [];
  return [{ type: 'FeeTermsSet', data: { partnerId, terms: c.terms, byId: c.actor.id, at: c.now.toISOString() } }];
}

const inOrder = (t: FeeTerms) => ({
  ...t,
  ratesByPackageType: Object.fromEntries(Object.entries(t.ratesByPackageType).sort(([a], [b]) => a.localeCompare(b))),
});

/** The terms of one Accelerator (stream id = their user id); a start month set again replaces that entry. */
export const feeTermsDecider = defineDecider(
  feeTermsStreams,
  (): TermsState => ({ history: [] }),
  (s: TermsState, e: FeeTermsEvent): TermsState => {
    switch (e.type) {
      case 'FeeTermsSet':
        return { history: [...s.history.filter((t) => t.validFrom !== e.data.terms.validFrom), e.data.terms] };
      default:
        return unreachable(e.type as never);
    }
  },
  decideTerms,
);

/** The Accelerator's own billing data (or an admin's for them); only for a partner's account. */
export const billingDataDecider = ownedValueDecider(billingDataStreams, {
  command: 'SetBillingData',
  role: 'partner',
  notOwnerRole: 'NotAPartner',
  saved: (partnerId, billing: BillingData, at): BillingDataEvent => ({
    type: 'BillingDataSet',
    data: { partnerId, billing, at },
  }),
  valueOf: (e) => e.data.billing,
  inOrder: (b) => ({
    legalName: b.legalName,
    address: {
      street: b.address.street,
      postalCode: b.address.postalCode,
      city: b.address.city,
      country: b.address.country,
    },
    taxNumber: b.taxNumber,
    vatId: b.vatId === null ? null : b.vatId.replace(/\s+/g, '').toUpperCase(),
    iban: b.iban,
    bic: b.bic === null ? null : b.bic.replace(/\s+/g, '').toUpperCase(),
    accountHolder: b.accountHolder,
  }),
});

// The Gutschrift numbers of one year (stream id = the year), as invoicing numbers its invoices: one
// event per number, taken only in the transaction that issues the statement, so never a gap.

interface AssignCreditNoteNumber {
  type: 'AssignCreditNoteNumber';
  year: number;
  statementId: string;
  now: Date;
}

export const feeSequenceDecider = defineDecider(
  feeSequenceStreams,
  (): { last: number } => ({ last: 0 }),
  (_s: { last: number }, e: FeeSequenceEvent) => ({ last: e.data.sequence }),
  (c: AssignCreditNoteNumber, s: { last: number }): FeeSequenceEvent[] => [
    {
      type: 'CreditNoteNumberAssigned',
      data: { year: c.year, sequence: s.last + 1, statementId: c.statementId, at: c.now.toISOString() },
    },
  ],
);

/** 'GS-2026-0001': the Gutschrift's number, its own sequence beside the invoices'. */
export const creditNoteNumberOf = (year: number, sequence: number): string =>
  `GS-${year}-${String(sequence).padStart(4, '0')}`;
