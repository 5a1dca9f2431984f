import { defineDecider, settingDecider, type SaveSetting } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import { uncertainMatches, type LineKind, type LineProposal, type MatchedBy, type StatementFormat } from './contract';
import {
  paymentSettingsStreams,
  statementLineStreams,
  type PaymentSettingsEvent,
  type StatementLineEvent,
} from './events';
import { confirmedParts, splitOver, type BookedPart, type OpenInvoice } from './allocations';
import type { IdentifiedLine } from './statement-line';
import type { Actor } from '../identity/contract';

// The rules of a statement line (imported once, then confirmed or dismissed; a confirmed line whose
// payments were all undone is open again) and of the payment settings.

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
  | 'NotAReversal'
  | 'NoPaymentToTakeBack'
  | 'LineNotConfirmed';

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
  /** The payments the confirmation booked and not undone since (a split books one per invoice). */
  booked: readonly BookedPart[];
  /** A payment of it was undone before: a new confirmation books under a new payment id. */
  reopened: boolean;
}

interface ImportLine {
  type: 'ImportLine';
  line: IdentifiedLine;
  format: StatementFormat;
  proposal: LineProposal | null;
  now: Date;
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
  /** the payment's id after an undo (the first confirmation's are derived from the line's; ids are passed in) */
  newPaymentId: string;
  now: Date;
}

/**
 * A reversal or return read from the statement took back money of the invoice it names: confirmed
 * as such (the invoicing module takes the payment back in the same transaction).
 */
interface ConfirmReversal {
  type: 'ConfirmReversal';
  invoiceId: string | null;
  /** the payments booked on that invoice and not taken back yet, newest last */
  payments: readonly { id: string; amountCents: number }[];
  actor: Actor;
  now: Date;
}

/** A payment the line's confirmation booked was undone: once none is left, the line is open again. */
interface ReopenLine {
  type: 'ReopenLine';
  paymentId: string;
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

type LineCommand = ImportLine | ConfirmLine | ConfirmReversal | DismissLine | ReopenLine;

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
        booked: [],
        reopened: false,
      };
    case 'StatementLineConfirmed':
      return {
        ...state,
        status: 'confirmed',
        // A reversal books no payment: it takes one back (`takesBack`).
        booked: e.data.takesBack
          ? []
          : confirmedParts(e.data).map(({ paymentId, invoiceId }) => ({ paymentId, invoiceId })),
      };
    case 'StatementLineDismissed':
      return { ...state, status: 'dismissed' };
    case 'StatementLineReopened': {
      // The proposal proved wrong or the money went elsewhere: once nothing of it stays booked, the
      // admin chooses the invoice anew.
      const booked = state.booked.filter((b) => b.paymentId !== e.data.paymentId);
      if (booked.length > 0) return { ...state, booked, reopened: true };
      return {
        ...state,
        status: 'open',
        proposedInvoiceId: null,
        proposedInvoiceIds: [],
        matchedBy: null,
        booked,
        reopened: true,
      };
    }
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
  if (state.kind !== 'credit') return 'NotACredit';
  const invoiceId = c.invoiceId ?? state.proposedInvoiceId;
  if (!invoiceId) return 'NoInvoiceChosen';
  // 'Nummer ähnlich', 'Betrag und Zahler': proposed, never booked unless the admin names the invoice.
  if (!c.invoiceId && state.matchedBy && uncertainMatches.includes(state.matchedBy)) return 'UncertainProposal';
  const manual = invoiceId !== state.proposedInvoiceId;
  const split = !c.invoiceId && state.proposedInvoiceIds.length > 1;
  const named = (c.openInvoices ?? []).filter((i) => state.proposedInvoiceIds.includes(i.id));
  const allocations = split ? splitOver(state.amountCents, named) : [{ invoiceId, amountCents: state.amountCents }];
  if (allocations.length === 0) return 'NoInvoiceChosen';
  // An invoice keeps each payment id once, and an undone payment stays on its invoice: a new id.
  if (state.reopened)
    return [
      {
        type: 'StatementLineConfirmed',
        data: {
          lineId: id,
          invoiceId,
          amountCents: state.amountCents,
          byId: c.actor.id,
          manual,
          paymentId: c.newPaymentId,
          at,
        },
      },
    ];
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
    case 'ConfirmReversal': {
      const refused = closed(state, c.actor);
      if (refused) return refused;
      if (state.kind === 'credit') return 'NotAReversal';
      const invoiceId = c.invoiceId ?? state.proposedInvoiceId;
      if (!invoiceId) return 'NoInvoiceChosen';
      // The bank takes back one payment: the newest of that amount still booked on the invoice.
      const payment = [...c.payments].reverse().find((p) => p.amountCents === state.amountCents);
      if (!payment) return 'NoPaymentToTakeBack';
      const manual = invoiceId !== state.proposedInvoiceId;
      const data = { lineId: id, invoiceId, amountCents: state.amountCents, byId: c.actor.id, manual, at };
      return [{ type: 'StatementLineConfirmed', data: { ...data, takesBack: payment.id } }];
    }
    case 'ReopenLine': {
      if (c.actor.role !== 'admin') return 'NotAllowed';
      if (state.status === 'none') return 'LineNotFound';
      const part = state.booked.find((b) => b.paymentId === c.paymentId);
      if (state.status !== 'confirmed' || !part) return 'LineNotConfirmed';
      const open = state.booked.length === 1;
      const data = { lineId: id, invoiceId: part.invoiceId, paymentId: c.paymentId, open, byId: c.actor.id, at };
      return [{ type: 'StatementLineReopened', data }];
    }
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
    booked: [],
    reopened: false,
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
