import { defineDecider } from '../../../server/eventstore';
import { berlinDateOf } from '../../../lib/german/time';
import { unreachable } from '../../../lib/unreachable';
import {
  invoiceNumberOf,
  type Buyer,
  type DunningLevel,
  type FirmData,
  type InvoiceKind,
  type IssuedInvoice,
  type PostalAddress,
  type Service,
} from '../contract';
import { amountsOf, dueOnOf, missingFor, negated, sellerOf } from '../amounts';
import { invoiceStreams, type InvoiceEvent } from '../events';
import {
  decidePayment,
  decideTakeBack,
  type BookedPayment,
  type RecordPayment,
  type TakeBackPayment,
} from './payments';
import { decideDunning, type SendDunning } from './dunning';
import { decideRefund, decideRefundPaid, type BookedRefund, type BookRefund, type MarkRefundPaid } from './refund';
import {
  creditedWith,
  decideCreditPart,
  decidePartialCreditNote,
  nothingCredited,
  restOf,
  type CreditPart,
  type Credited,
  type IssuePartialCreditNote,
} from './partial-credit';

import type { InvoicingError } from '../decide';

// An invoice or credit note (stream id = its id).

interface InvoiceState {
  status: 'none' | 'draft' | 'issued' | 'cancelled' | 'discarded';
  kind: InvoiceKind;
  clientId: string | null;
  service: Service | null;
  issued: IssuedInvoice | null;
  paidCents: number;
  payments: BookedPayment[];
  dunningLevel: DunningLevel | 0;
  lastDunnedOn: string | null;
  remindedOn: string | null;
  /** what partial credit notes took off it */
  credited: Credited;
  refunds: BookedRefund[];
}

const initialInvoiceState = (): InvoiceState => ({
  status: 'none',
  kind: 'invoice',
  clientId: null,
  service: null,
  issued: null,
  paidCents: 0,
  payments: [],
  dunningLevel: 0,
  lastDunnedOn: null,
  remindedOn: null,
  credited: nothingCredited,
  refunds: [],
});

function evolveInvoice(state: InvoiceState, e: InvoiceEvent): InvoiceState {
  switch (e.type) {
    case 'InvoiceDrafted':
      return { ...state, status: 'draft', clientId: e.data.clientId, service: e.data.service };
    case 'InvoiceIssued':
      return {
        ...state,
        status: 'issued',
        kind: e.data.kind,
        clientId: e.data.clientId,
        service: e.data.service,
        issued: e.data,
      };
    case 'InvoiceCancelled':
      return { ...state, status: 'cancelled' };
    case 'InvoiceDiscarded':
      return { ...state, status: 'discarded' };
    case 'InvoicePaymentRecorded':
      return {
        ...state,
        paidCents: state.paidCents + e.data.amountCents,
        payments: [
          ...state.payments,
          { id: e.data.paymentId, amountCents: e.data.amountCents, bookedOn: e.data.bookedOn, undone: false },
        ],
      };
    case 'InvoicePaymentUndone':
      return {
        ...state,
        paidCents: state.paidCents - e.data.amountCents,
        payments: state.payments.map((p) => (p.id === e.data.paymentId ? { ...p, undone: true } : p)),
      };
    case 'InvoiceReminderSent':
      // Before issue 31 the one reminder carried no level: it was the first.
      return {
        ...state,
        dunningLevel: e.data.level ?? 1,
        lastDunnedOn: e.data.remindedOn,
        remindedOn: state.remindedOn ?? e.data.remindedOn,
      };
    case 'InvoicePartlyCredited':
      return { ...state, credited: creditedWith(state.credited, e.data) };
    case 'InvoiceRefundBooked': {
      const { refundId: id, amountCents, endToEndId } = e.data;
      return {
        ...state,
        paidCents: state.paidCents - amountCents,
        refunds: [...state.refunds, { id, amountCents, endToEndId, paid: false }],
      };
    }
    case 'InvoiceRefundPaid':
      return { ...state, refunds: state.refunds.map((r) => (r.id === e.data.refundId ? { ...r, paid: true } : r)) };
    default:
      return unreachable(e);
  }
}

/** The firm's settings an invoice is issued under (from its master data at that moment). */
interface Issuer {
  firm: FirmData | null;
}

/** A package sold, its invoice waiting for what it lacks. */
interface DraftInvoice {
  type: 'DraftInvoice';
  clientId: string;
  service: Service;
  firm: FirmData | null;
  address: PostalAddress | null;
  now: Date;
}

/**
 * Issue the invoice: a draft, or (no draft) the package in `service`. `number` is the year's
 * next sequence, taken in the same transaction.
 */
export interface IssueInvoice extends Issuer {
  type: 'IssueInvoice';
  clientId: string;
  service: Service | null;
  buyer: Omit<Buyer, 'clientId'>;
  number: { year: number; sequence: number };
  now: Date;
}

/** Cancel an issued invoice: its credit note (`creditNoteId`) is issued beside it. */
interface CancelInvoice {
  type: 'CancelInvoice';
  creditNoteId: string;
  now: Date;
}

/**
 * Issue the credit note of `original` (on the credit note's own stream); after partial credit
 * notes (`credited`) it credits what they left.
 */
interface IssueCreditNote {
  type: 'IssueCreditNote';
  original: IssuedInvoice;
  credited?: Credited;
  reason: string;
  pattern: string;
  number: { year: number; sequence: number };
  now: Date;
}

/** Drop a draft whose package was cancelled: it never takes a number. */
interface DiscardDraft {
  type: 'DiscardDraft';
  reason: string;
  now: Date;
}

type InvoiceCommand =
  | DraftInvoice
  | IssueInvoice
  | CancelInvoice
  | IssueCreditNote
  | DiscardDraft
  | RecordPayment
  | TakeBackPayment
  | SendDunning
  | CreditPart
  | IssuePartialCreditNote
  | BookRefund
  | MarkRefundPaid;

/**
 * An invoice issued before its service starts is an advance invoice: at acceptance the package's
 * dates are not known yet (they start at activation), or they start after the invoice date.
 */
const isAdvance = (service: Service, issuedOn: string): boolean =>
  service.period.from === null || service.period.from > issuedOn;

function issue(command: IssueInvoice, state: InvoiceState, id: string): InvoiceEvent[] | InvoicingError {
  if (state.status === 'issued' || state.status === 'cancelled') return 'AlreadyIssued';
  if (state.status === 'discarded') return 'Discarded';
  const service = state.service ?? command.service;
  if (!service) return 'InvoiceNotFound';
  const missing = missingFor(command.firm, command.buyer.address);
  if (missing.length > 0 || !command.firm) return { code: 'CannotIssueYet', missing };
  const firm = command.firm;
  const clientId = state.clientId ?? command.clientId;
  const issuedOn = berlinDateOf(command.now);
  const { year, sequence } = command.number;
  const invoice: IssuedInvoice = {
    invoiceId: id,
    clientId,
    kind: 'invoice',
    number: invoiceNumberOf(firm.numberPattern, year, sequence),
    year,
    sequence,
    issuedOn,
    seller: sellerOf(firm),
    buyer: { clientId, ...command.buyer },
    service,
    amounts: amountsOf(service.grossCents, firm.defaultVatRate, firm.smallBusiness),
    paymentTermDays: firm.paymentTermDays,
    dueOn: dueOnOf(issuedOn, firm.paymentTermDays),
    advance: isAdvance(service, issuedOn),
    corrects: null,
    at: command.now.toISOString(),
  };
  return [{ type: 'InvoiceIssued', data: invoice }];
}

function decideInvoice(command: InvoiceCommand, state: InvoiceState, id: string): InvoiceEvent[] | InvoicingError {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'DraftInvoice': {
      if (state.status !== 'none') return 'InvoiceExists';
      const missing = missingFor(command.firm, command.address);
      const data = { invoiceId: id, clientId: command.clientId, service: command.service, missing, at };
      return [{ type: 'InvoiceDrafted', data }];
    }
    case 'IssueInvoice':
      return issue(command, state, id);
    case 'CancelInvoice':
      if (state.status === 'none') return 'InvoiceNotFound';
      if (state.kind === 'credit_note') return 'CreditNoteOfCreditNote';
      if (state.status === 'draft' || state.status === 'discarded') return 'NotIssued';
      if (state.status === 'cancelled') return 'AlreadyCancelled';
      return [
        {
          type: 'InvoiceCancelled',
          data: { invoiceId: id, clientId: state.clientId!, creditNoteId: command.creditNoteId, at },
        },
      ];
    case 'IssueCreditNote': {
      if (state.status !== 'none') return 'InvoiceExists';
      const { original, number } = command;
      const issuedOn = berlinDateOf(command.now);
      const creditNote: IssuedInvoice = {
        ...original,
        invoiceId: id,
        kind: 'credit_note',
        number: invoiceNumberOf(command.pattern, number.year, number.sequence),
        year: number.year,
        sequence: number.sequence,
        issuedOn,
        amounts: negated(restOf(original.amounts, command.credited ?? nothingCredited)),
        // What is credited is paid back at once: no term.
        paymentTermDays: 0,
        dueOn: issuedOn,
        corrects: {
          invoiceId: original.invoiceId,
          number: original.number,
          issuedOn: original.issuedOn,
          reason: command.reason,
        },
        at,
      };
      return [{ type: 'InvoiceIssued', data: creditNote }];
    }
    case 'DiscardDraft':
      if (state.status === 'none') return 'InvoiceNotFound';
      if (state.status === 'discarded') return [];
      if (state.status !== 'draft') return 'AlreadyIssued';
      return [
        {
          type: 'InvoiceDiscarded',
          data: { invoiceId: id, clientId: state.clientId!, reason: command.reason, at },
        },
      ];
    case 'RecordPayment':
      return decidePayment(command, state, id);
    case 'TakeBackPayment':
      return decideTakeBack(command, state, id);
    case 'SendDunning':
      return decideDunning(command, state, id);
    case 'CreditPart':
      return decideCreditPart(command, state, id);
    case 'IssuePartialCreditNote':
      return decidePartialCreditNote(command, state, id);
    case 'BookRefund':
      return decideRefund(command, state, id);
    case 'MarkRefundPaid':
      return decideRefundPaid(command, state, id);
    default:
      return unreachable(command);
  }
}

export const invoiceDecider = defineDecider(invoiceStreams, initialInvoiceState, evolveInvoice, decideInvoice);
