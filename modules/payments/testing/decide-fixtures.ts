/** Given-facts for the statement-line decider's unit tests: one credit paying RE 2026-0001. */
import { at } from '../../../server/testing/decider-spec';
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
