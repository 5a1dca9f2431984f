import { defineDecider, settingDecider, type SaveSetting } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { uncertainMatches, type LineKind, type LineProposal, type MatchedBy, type StatementFormat } from './contract';
import {
  paymentSettingsStreams,
  statementLineStreams,
  type Allocation,
  type PaymentSettingsEvent,
  type StatementLineEvent,
} from './events';
import { byNumber } from './matching';
import type { IdentifiedLine } from './statement-line';
import type { Actor } from '../identity/contract';

// The rules of a statement line (imported once, then confirmed or dismissed once) and of the
// payment settings.

export type PaymentsError =
  | 'NotAllowed'
  | 'LineNotFound'
  | 'AlreadyConfirmed'
  | 'AlreadyDismissed'
  | 'NoInvoiceChosen'
  | 'NotACredit'
  | 'NotInEuro'
  | 'UncertainProposal'
  | 'ReasonMissing'
  | 'ReversalNotYetPossible';

/** The invoices' currency: a credit in another pays none of them. */
const INVOICE_CURRENCY = 'EUR';

interface LineState {
  status: 'none' | 'open' | 'confirmed' | 'dismissed';
  kind: LineKind;
  amountCents: number;
  currency: string;
  proposedInvoiceId: string | null;
  proposedInvoiceIds: readonly string[];
  matchedBy: MatchedBy | null;
}

interface ImportLine {
  type: 'ImportLine';
  line: IdentifiedLine;
  format: StatementFormat;
  proposal: LineProposal | null;
  now: Date;
}

/** An invoice a split line may pay, with what is open on it at the confirmation. */
export interface OpenInvoice {
  id: string;
  number: string;
  openCents: number;
}

/**
 * Confirm the credit as the payment of `invoiceId` (the proposal's, unless the admin chose
 * another); a line naming several invoices is split over `openInvoices` (their state now).
 */
interface ConfirmLine {
  type: 'ConfirmLine';
  invoiceId: string | null;
  openInvoices?: readonly OpenInvoice[];
  actor: Actor;
  now: Date;
}

/** Book a reversal or return on the invoice it names (reopening it). */
interface ConfirmReversal {
  type: 'ConfirmReversal';
  actor: Actor;
  now: Date;
}

/** Take an unrelated line off the open list, with the reason. */
interface DismissLine {
  type: 'DismissLine';
  reason: string;
  actor: Actor;
  now: Date;
}

type LineCommand = ImportLine | ConfirmLine | ConfirmReversal | DismissLine;

/**
 * A transfer naming several invoices, split over them: each invoice's open amount in number order;
 * what is left is an overpayment on the last. An invoice with nothing open gets nothing unless it is
 * the last; parts of 0 are left out.
 */
export function splitOver(amountCents: number, invoices: readonly OpenInvoice[]): Allocation[] {
  const sorted = [...invoices].sort(byNumber);
  let left = amountCents;
  const parts = sorted.map((invoice) => {
    const part = Math.min(Math.max(invoice.openCents, 0), left);
    left -= part;
    return { invoiceId: invoice.id, amountCents: part };
  });
  if (parts.length > 0) parts[parts.length - 1]!.amountCents += left;
  return parts.filter((p) => p.amountCents > 0);
}

function evolveLine(state: LineState, e: StatementLineEvent): LineState {
  switch (e.type) {
    case 'StatementLineImported':
      return {
        status: 'open',
        kind: e.data.kind ?? 'credit',
        amountCents: e.data.amountCents,
        currency: e.data.currency,
        proposedInvoiceId: e.data.proposal?.invoiceId ?? null,
        proposedInvoiceIds: e.data.proposal?.invoiceIds ?? [],
        matchedBy: e.data.proposal?.matchedBy ?? null,
      };
    case 'StatementLineConfirmed':
      return { ...state, status: 'confirmed' };
    case 'StatementLineDismissed':
      return { ...state, status: 'dismissed' };
    default:
      return unreachable(e);
  }
}

/** Why an open line cannot be acted on now, or null. */
function closed(state: LineState, actor: Actor): PaymentsError | null {
  if (actor.role !== 'admin') return 'NotAllowed';
  if (state.status === 'none') return 'LineNotFound';
  // Two admins at once: the second finds it done (the stream's lock orders them).
  if (state.status === 'confirmed') return 'AlreadyConfirmed';
  if (state.status === 'dismissed') return 'AlreadyDismissed';
  return null;
}

function confirmLine(c: ConfirmLine, state: LineState, id: string, at: string): StatementLineEvent[] | PaymentsError {
  if (state.currency !== INVOICE_CURRENCY) return 'NotInEuro';
  // A reversal or return takes money back: it is never booked as a payment.
  if (state.kind !== 'credit') return 'ReversalNotYetPossible';
  const invoiceId = c.invoiceId ?? state.proposedInvoiceId;
  if (!invoiceId) return 'NoInvoiceChosen';
  // 'Nummer ähnlich', 'Betrag und Zahler': proposed, never booked unless the admin names the invoice.
  if (!c.invoiceId && state.matchedBy && uncertainMatches.includes(state.matchedBy)) return 'UncertainProposal';
  const manual = invoiceId !== state.proposedInvoiceId;
  const split = !c.invoiceId && state.proposedInvoiceIds.length > 1;
  const named = (c.openInvoices ?? []).filter((i) => state.proposedInvoiceIds.includes(i.id));
  const allocations = split ? splitOver(state.amountCents, named) : [{ invoiceId, amountCents: state.amountCents }];
  if (allocations.length === 0) return 'NoInvoiceChosen';
  const data = {
    lineId: id,
    invoiceId: allocations[0]!.invoiceId,
    amountCents: state.amountCents,
    allocations,
    byId: c.actor.id,
    manual,
    at,
  };
  return [{ type: 'StatementLineConfirmed', data }];
}

function decideLine(c: LineCommand, state: LineState, id: string): StatementLineEvent[] | PaymentsError {
  const at = c.now.toISOString();
  switch (c.type) {
    case 'ImportLine': {
      // The same line uploaded again (same statement, or an overlapping one): nothing new.
      if (state.status !== 'none') return [];
      if (c.line.amountCents <= 0) return 'NotACredit';
      const { lineId: _ignored, ...line } = c.line;
      // 1.190,00 USD is not 1.190,00 €: shown, never proposed for an invoice.
      const proposal = line.currency === INVOICE_CURRENCY ? c.proposal : null;
      return [{ type: 'StatementLineImported', data: { ...line, lineId: id, format: c.format, proposal, at } }];
    }
    case 'ConfirmLine':
      return closed(state, c.actor) ?? confirmLine(c, state, id, at);
    case 'ConfirmReversal':
      // TODO(issue 31, 'undo a booked payment'): book the reversal on the invoice it names, once the
      // invoicing module has its correction event; until then refused, nothing booked.
      return closed(state, c.actor) ?? 'ReversalNotYetPossible';
    case 'DismissLine': {
      const refused = closed(state, c.actor);
      if (refused) return refused;
      const reason = c.reason.trim();
      if (reason.length < 3) return 'ReasonMissing';
      return [{ type: 'StatementLineDismissed', data: { lineId: id, reason, byId: c.actor.id, at } }];
    }
    default:
      return unreachable(c);
  }
}

export const statementLineDecider = defineDecider(
  statementLineStreams,
  (): LineState => ({
    status: 'none',
    kind: 'credit',
    amountCents: 0,
    currency: INVOICE_CURRENCY,
    proposedInvoiceId: null,
    proposedInvoiceIds: [],
    matchedBy: null,
  }),
  evolveLine,
  decideLine,
);

/** The firm's payment settings (stream id 'firm'): automatic activation is off until an admin turns it on. */
export const paymentSettingsDecider = settingDecider<
  SaveSetting<'SetPaymentSettings', PaymentSettingsEvent>,
  PaymentSettingsEvent,
  PaymentsError
>(paymentSettingsStreams, {
  command: 'SetPaymentSettings',
  event: 'PaymentSettingsSet',
  key: 'autoActivate',
  initial: false,
});
