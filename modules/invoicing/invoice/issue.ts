import { berlinDateOf } from '../../../lib/german/time';
import {
  invoiceNumberOf,
  type Buyer,
  type FirmData,
  type InvoiceKind,
  type IssuedInvoice,
  type Service,
} from '../contract';
import { amountsOf, dueOnOf, missingFor, sellerOf } from '../amounts';
import type { InvoiceEvent } from '../events';
import { creditNoteOf, nothingCredited, restOf, type Credited } from './partial-credit';
import type { InvoicingError } from '../decide';

// Issuing an invoice and cancelling it by its credit note: the invoice decider's first and last word.

/** What of an invoice's state issuing and cancelling read. */
interface IssuableState {
  status: 'none' | 'draft' | 'issued' | 'cancelled' | 'discarded';
  kind: InvoiceKind;
  clientId: string | null;
  service: Service | null;
}

/** The firm's settings an invoice is issued under (from its master data at that moment). */
interface Issuer {
  firm: FirmData | null;
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
export interface CancelInvoice {
  type: 'CancelInvoice';
  creditNoteId: string;
  now: Date;
}

/**
 * Issue the credit note of `original` (on the credit note's own stream); after partial credit
 * notes (`credited`) it credits what they left.
 */
export interface IssueCreditNote {
  type: 'IssueCreditNote';
  original: IssuedInvoice;
  credited?: Credited;
  reason: string;
  pattern: string;
  number: { year: number; sequence: number };
  now: Date;
}

/**
 * An invoice issued before its service starts is an advance invoice: at acceptance the package's
 * dates are not known yet (they start at activation), or they start after the invoice date.
 */
const isAdvance = (service: Service, issuedOn: string): boolean =>
  service.period.from === null || service.period.from > issuedOn;

export function decideIssue(command: IssueInvoice, state: IssuableState, id: string): InvoiceEvent[] | InvoicingError {
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

export function decideCancel(
  command: CancelInvoice,
  state: IssuableState,
  id: string,
): InvoiceEvent[] | InvoicingError {
  const at = command.now.toISOString();
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
}

export function decideCreditNote(
  command: IssueCreditNote,
  state: IssuableState,
  id: string,
): InvoiceEvent[] | InvoicingError {
  if (state.status !== 'none') return 'InvoiceExists';
  const { original } = command;
  const amounts = restOf(original.amounts, command.credited ?? nothingCredited);
  const creditNote = creditNoteOf(original, command, id, amounts);
  return [{ type: 'InvoiceIssued', data: creditNote }];
}
