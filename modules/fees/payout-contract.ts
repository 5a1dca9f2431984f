import { z } from 'zod';
import { choices } from '../../lib/choices';
import type { PayoutEvent } from './payout-events';
import { cents } from '../invoicing/contract/money';

// Isomorphic: the payouts' schemas and German texts (issue 35 item 5). Re-exported by contract.ts.

export const payoutMessages = {
  statementIds: 'Bitte wählen Sie mindestens eine ausgestellte Abrechnung aus (höchstens 500).',
  duplicate: 'Jede Abrechnung kann nur einmal in einer Auszahlung stehen.',
  payoutNotFound: 'Diese Auszahlung gibt es nicht.',
  setOff: 'Mit der Auszahlung verrechnet',
} as const;

/** POST /api/fees/payouts: the issued statements to pay out, one transfer each. */
export const payoutRequest = z
  .object({
    statementIds: z
      .array(z.string({ error: payoutMessages.statementIds }).uuid(payoutMessages.statementIds), {
        error: payoutMessages.statementIds,
      })
      .min(1, payoutMessages.statementIds)
      .max(500, payoutMessages.statementIds)
      .refine((ids) => new Set(ids).size === ids.length, payoutMessages.duplicate),
  })
  .strict();

export const { values: payoutStates, labels: payoutStateLabels } = choices({
  open: 'Überweisung beauftragt',
  partlyPaid: 'Teilweise ausgezahlt',
  paid: 'Ausgezahlt',
});
export type PayoutState = (typeof payoutStates)[number];

const payoutTransferSchema = z.object({
  statementId: z.string(),
  partnerId: z.string(),
  partnerName: z.string(),
  number: z.string(),
  amountCents: cents,
  /** the day the bank booked it, null while not seen on a statement */
  paidOn: z.string().nullable(),
});
export const payoutSchema = z.object({
  id: z.string(),
  messageId: z.string(),
  executionDate: z.string(),
  createdAt: z.string(),
  totalCents: cents,
  state: z.enum(payoutStates),
  stateLabel: z.string(),
  transfers: z.array(payoutTransferSchema),
});
export type PayoutView = z.infer<typeof payoutSchema>;
export const payoutListAnswer = z.object({ payouts: z.array(payoutSchema) });

/** A statement's payout as its list shows it: null until it is in a payout. */
export const statementPayoutSchema = z
  .object({
    payoutId: z.string(),
    state: z.enum(['open', 'paid']),
    stateLabel: z.string(),
    paidOn: z.string().nullable(),
  })
  .nullable();

export type PayoutEventType = PayoutEvent['type'];
