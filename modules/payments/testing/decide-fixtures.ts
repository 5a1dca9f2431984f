/** Given-facts for the statement-line decider's unit tests: one credit paying RE 2026-0001. */
import { at, now } from '../../../server/testing/decider-spec';
import type { StatementLineEvent } from '../events';
import type { LineProposal } from '../contract';
import { camtCredit } from './statement-line';

export const admin = { id: 'a-1', role: 'admin' as const };
/** The fixture's credit, paid with the invoice number as its purpose. */
export const line = { ...camtCredit, lineId: 'l-1', purpose: 'RE 2026-0001', counterpartyIban: null };
export const proposal: LineProposal = { invoiceId: 'inv-1', matchedBy: 'invoiceNumber' };
const { lineId: _l, ...fields } = line;
export const imported = (
  p: LineProposal | null = proposal,
  extra: Partial<typeof fields> = {},
): Extract<StatementLineEvent, { type: 'StatementLineImported' }> => ({
  type: 'StatementLineImported',
  data: { ...fields, ...extra, lineId: 'l-1', format: 'camt053', proposal: p, at },
});

type Actor = { id: string; role: 'admin' | 'user' };

/** The command confirming line l-1: for `invoiceId`, or (null) for its proposal; by the admin unless `actor`. */
export const confirm = (invoiceId: string | null = null, actor: Actor = admin) => ({
  type: 'ConfirmLine' as const,
  invoiceId,
  actor,
  newPaymentId: 'pay-2',
  now,
});

/** Line l-1 booked by admin a-1: all of `amountCents` on `invoiceId` unless `allocations` split it. */
export const confirmed = (
  invoiceId: string,
  {
    amountCents = 119_000,
    manual = false,
    allocations = [{ invoiceId, amountCents }],
  }: { amountCents?: number; manual?: boolean; allocations?: { invoiceId: string; amountCents: number }[] } = {},
): Extract<StatementLineEvent, { type: 'StatementLineConfirmed' }> => ({
  type: 'StatementLineConfirmed',
  data: { lineId: 'l-1', invoiceId, amountCents, allocations, byId: 'a-1', manual, at },
});
