import { defineDecider } from '../../../server/eventstore';
import { unreachable } from '../../../lib/unreachable';
import {
  type DunningLevel,
  type FirmData,
  type InvoiceKind,
  type IssuedInvoice,
  type PostalAddress,
  type Service,
} from '../contract';
import { missingFor } from '../amounts';
import {
  decideCancel,
  decideCreditNote,
  decideIssue,
  type CancelInvoice,
  type IssueCreditNote,
  type IssueInvoice,
} from './issue';
import { invoiceStreams, type InvoiceEvent } from '../events';
import {
  decidePayment,
  decideTakeBack,
  type BookedPayment,
  type RecordPayment,
  type TakeBackPayment,
} from './payments';
import { decideDunning, type SendDunning } from './dunning';
import { decideSetOff, type SetOffCredit } from './set-off';
import { decideSetOffTakeBack, type GivenSetOff, type TakeBackSetOff } from './set-off-take-back';
import { decideRefund, decideRefundPaid, type BookedRefund, type BookRefund, type MarkRefundPaid } from './refund';
import {
  creditedWith,
  decideCreditPart,
  decidePartialCreditNote,
  nothingCredited,
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
  /** the credit set off onto other invoices (set-off.ts), each taken back at most once */
  setOffs: GivenSetOff[];
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
  setOffs: [],
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
          {
            id: e.data.paymentId,
            amountCents: e.data.amountCents,
            bookedOn: e.data.bookedOn,
            undone: false,
            setOffId: e.data.setOffId,
          },
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
      const { refundId: id, amountCents, endToEndId, bookedOn } = e.data;
      return {
        ...state,
        paidCents: state.paidCents - amountCents,
        refunds: [...state.refunds, { id, amountCents, endToEndId, bookedOn, paid: false }],
      };
    }
    // The credit left for another invoice of the client: as a refund, no longer paid here.
    case 'InvoiceCreditSetOff': {
      const { setOffId: id, toInvoiceId, toInvoiceNumber, amountCents, bookedOn } = e.data;
      const given = { id, toInvoiceId, toInvoiceNumber, amountCents, bookedOn, takenBack: false };
      return { ...state, paidCents: state.paidCents - amountCents, setOffs: [...state.setOffs, given] };
    }
    // Taken back: the credit is here again.
    case 'InvoiceSetOffTakenBack':
      return {
        ...state,
        paidCents: state.paidCents + e.data.amountCents,
        setOffs: state.setOffs.map((s) => (s.id === e.data.setOffId ? { ...s, takenBack: true } : s)),
      };
    case 'InvoiceRefundPaid':
      return { ...state, refunds: state.refunds.map((r) => (r.id === e.data.refundId ? { ...r, paid: true } : r)) };
    default:
      return unreachable(e);
  }
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
  | MarkRefundPaid
  | SetOffCredit
  | TakeBackSetOff;

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
      return decideIssue(command, state, id);
    case 'CancelInvoice':
      return decideCancel(command, state, id);
    case 'IssueCreditNote':
      return decideCreditNote(command, state, id);
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
    case 'SetOffCredit':
      return decideSetOff(command, state, id);
    case 'TakeBackSetOff':
      return decideSetOffTakeBack(command, state, id);
    default:
      return unreachable(command);
  }
}

export const invoiceDecider = defineDecider(invoiceStreams, initialInvoiceState, evolveInvoice, decideInvoice);
