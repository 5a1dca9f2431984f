import { privacyOf } from '../../server/eventstore';
import type { CollectionEvent, MandateEvent } from './events';

/**
 * A mandate's account (IBAN and holder) is the client's: sealed with their key, shredded with
 * their erasure. Its reference, the creditor and the text as shown are the firm's own words;
 * a collection names invoices, mandate references and amounts, no person's text; a withdrawal's
 * reason is sealed with its client's key.
 */
export const sepaPrivacy = privacyOf<MandateEvent | CollectionEvent>()({
  MandateGranted: {
    subject: 'clientId',
    personal: ['iban', 'accountHolder'],
    plain: ['reference', 'creditorName', 'text', 'signedOn'],
  },
  MandateRevoked: { plain: ['reason'] },
  CollectionCreated: { plain: ['dueUntil', 'creditor', 'items', 'by'] },
  CollectionReturned: { plain: ['reason'] },
  CollectionHandedOver: { plain: ['by'] },
  // The office's words about a client's debit ('Frau M. hat überwiesen'): the client's.
  CollectionDebitWithdrawn: { subject: 'clientId', personal: ['reason'], plain: ['by'] },
});
