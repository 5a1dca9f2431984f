import { defineDecider, settingDecider, type SaveSetting } from '../../server/eventstore';
import { unreachable } from '../../lib/unreachable';
import type { MatchedBy, StatementFormat } from './contract';
import {
  paymentSettingsStreams,
  statementLineStreams,
  type PaymentSettingsEvent,
  type StatementLineEvent,
} from './events';
import type { IdentifiedLine } from './statement-line';
import type { Actor } from '../identity/contract';

// The rules of a statement line (imported once, confirmed once) and of the payment settings.

export type PaymentsError =
  | 'NotAllowed'
  | 'LineNotFound'
  | 'AlreadyConfirmed'
  | 'NoInvoiceChosen'
  | 'NotACredit'
  | 'NotInEuro'
  | 'LineNotConfirmed';

/** The invoices' currency: a credit in another pays none of them. */
const INVOICE_CURRENCY = 'EUR';

interface LineState {
  status: 'none' | 'open' | 'confirmed';
  amountCents: number;
  currency: string;
  proposedInvoiceId: string | null;
  /** the payment the confirmation booked, and whether one was undone before (then a new id books it) */
  paymentId: string | null;
  confirmedInvoiceId: string | null;
  reopened: boolean;
}

interface ImportLine {
  type: 'ImportLine';
  line: IdentifiedLine;
  format: StatementFormat;
  proposal: { invoiceId: string; matchedBy: MatchedBy } | null;
  now: Date;
}

/** Confirm the line as the payment of `invoiceId` (the proposal's, unless the admin chose another). */
interface ConfirmLine {
  type: 'ConfirmLine';
  invoiceId: string | null;
  actor: Actor;
  /** the payment's id after an undo (the first confirmation's is the line's own; ids are passed in) */
  newPaymentId: string;
  now: Date;
}

/** The payment the line's confirmation booked was undone: the line is open again, without proposal. */
interface ReopenLine {
  type: 'ReopenLine';
  paymentId: string;
  actor: Actor;
  now: Date;
}

type LineCommand = ImportLine | ConfirmLine | ReopenLine;

function evolveLine(state: LineState, e: StatementLineEvent): LineState {
  switch (e.type) {
    case 'StatementLineImported':
      return {
        status: 'open',
        amountCents: e.data.amountCents,
        currency: e.data.currency,
        proposedInvoiceId: e.data.proposal?.invoiceId ?? null,
        paymentId: null,
        confirmedInvoiceId: null,
        reopened: false,
      };
    case 'StatementLineConfirmed':
      return {
        ...state,
        status: 'confirmed',
        paymentId: e.data.paymentId ?? e.data.lineId,
        confirmedInvoiceId: e.data.invoiceId,
      };
    case 'StatementLineReopened':
      // The proposal proved wrong or the money went elsewhere: the admin chooses the invoice anew.
      return {
        ...state,
        status: 'open',
        proposedInvoiceId: null,
        paymentId: null,
        confirmedInvoiceId: null,
        reopened: true,
      };
    default:
      return unreachable(e);
  }
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
    case 'ConfirmLine': {
      if (c.actor.role !== 'admin') return 'NotAllowed';
      if (state.status === 'none') return 'LineNotFound';
      // Two admins confirming at once: the second finds it confirmed (the stream's lock orders them).
      if (state.status === 'confirmed') return 'AlreadyConfirmed';
      if (state.currency !== INVOICE_CURRENCY) return 'NotInEuro';
      const invoiceId = c.invoiceId ?? state.proposedInvoiceId;
      if (!invoiceId) return 'NoInvoiceChosen';
      const manual = invoiceId !== state.proposedInvoiceId;
      const data = { lineId: id, invoiceId, amountCents: state.amountCents, byId: c.actor.id, manual, at };
      // An invoice keeps each payment id once, and the undone payment stays on its invoice: a new id.
      const paymentId = state.reopened ? { paymentId: c.newPaymentId } : {};
      return [{ type: 'StatementLineConfirmed', data: { ...data, ...paymentId } }];
    }
    case 'ReopenLine': {
      if (c.actor.role !== 'admin') return 'NotAllowed';
      if (state.status === 'none') return 'LineNotFound';
      if (state.status !== 'confirmed' || state.paymentId !== c.paymentId) return 'LineNotConfirmed';
      const data = { lineId: id, invoiceId: state.confirmedInvoiceId!, paymentId: c.paymentId, byId: c.actor.id, at };
      return [{ type: 'StatementLineReopened', data }];
    }
    default:
      return unreachable(c);
  }
}

export const statementLineDecider = defineDecider(
  statementLineStreams,
  (): LineState => ({
    status: 'none',
    amountCents: 0,
    currency: INVOICE_CURRENCY,
    proposedInvoiceId: null,
    paymentId: null,
    confirmedInvoiceId: null,
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
