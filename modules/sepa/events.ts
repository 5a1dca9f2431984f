import { aggregateStreams, type NewEvent } from '../../server/eventstore';
import { allOf } from '../../lib/all-of';

/**
 * A client signed a SEPA core mandate in the portal. `text` is the mandate text exactly as shown
 * to them (the evidence the creditor keeps); `iban` and `accountHolder` are the client's and sealed.
 */
export type MandateGranted = NewEvent<
  'MandateGranted',
  {
    mandateId: string;
    clientId: string;
    reference: string;
    iban: string;
    accountHolder: string;
    creditorName: string;
    creditorId: string;
    text: string;
    signedOn: string;
    at: string;
  }
>;
/** `reason`: 'revoked' by the client, or 'replaced' by a new mandate (another account). */
export type MandateRevoked = NewEvent<
  'MandateRevoked',
  /** 'erased': the client deleted their account (no debit on it any more) */
  { mandateId: string; clientId: string; reason: 'revoked' | 'replaced' | 'erased'; at: string }
>;
export type MandateEvent = MandateGranted | MandateRevoked;

/** One debit in a collection: the open amount of one invoice, on one mandate, on its date. */
export interface CollectionItem {
  invoiceId: string;
  invoiceNumber: string;
  clientId: string;
  mandateId: string;
  mandateReference: string;
  mandateSignedOn: string;
  amountCents: number;
  /** the requested collection date (a TARGET2 business day, YYYY-MM-DD) */
  collectionDate: string;
  /** 'Rechnung 2026-0007' and the payment reference: the debtor's statement shows it */
  remittance: string;
}

/** The creditor as the collection file names them (the firm's data at the collection's moment). */
export interface Creditor {
  name: string;
  creditorId: string;
  iban: string;
  bic: string | null;
}

/** The admin collected every due invoice with a mandate up to `dueUntil`. */
export type CollectionCreated = NewEvent<
  'CollectionCreated',
  { collectionId: string; dueUntil: string; creditor: Creditor; items: CollectionItem[]; by: string; at: string }
>;
/** The bank returned one debit (Rücklastschrift) with its reason (an ISO code such as 'MD06', or text). */
export type CollectionReturned = NewEvent<
  'CollectionReturned',
  { collectionId: string; invoiceId: string; reason: string; at: string }
>;
/**
 * The office handed the collection's file to the bank (its online banking, EBICS): from now on a
 * debit of it can only be recalled through the bank, not withdrawn in the portal.
 */
export type CollectionHandedOver = NewEvent<'CollectionHandedOver', { collectionId: string; by: string; at: string }>;
/**
 * The office took one debit out of a collection not yet handed to the bank (paid by transfer
 * meanwhile, cancelled, disputed): the file made afterwards lacks it, the invoice may be collected
 * again or paid otherwise. `reason` is the office's own words (it may name the client: sealed with their key).
 */
export type CollectionDebitWithdrawn = NewEvent<
  'CollectionDebitWithdrawn',
  { collectionId: string; invoiceId: string; clientId: string; reason: string; by: string; at: string }
>;
export type CollectionEvent = CollectionCreated | CollectionReturned | CollectionHandedOver | CollectionDebitWithdrawn;

export const mandateEventTypes = allOf<MandateEvent['type']>({ MandateGranted: true, MandateRevoked: true });
export const collectionEventTypes = allOf<CollectionEvent['type']>({
  CollectionCreated: true,
  CollectionReturned: true,
  CollectionHandedOver: true,
  CollectionDebitWithdrawn: true,
});

/** One stream per client (stream id = the client's id): their mandates, one active at a time. */
export const mandateStreams = aggregateStreams('sepa', 'mandate');
/** One stream for the firm (id 'firm'): every collection, so no invoice is collected twice. */
export const collectionStreams = aggregateStreams('sepa', 'collections');
export const COLLECTIONS_ID = 'firm';
