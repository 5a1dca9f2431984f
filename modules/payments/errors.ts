import { notAllowed, type ErrorTable } from '../../server/http/domain-errors';
import { paymentsMessages } from './contract';
import type { PaymentsError } from './decide';

/** Each broken payments rule as status and German message. */
export const paymentsErrors: ErrorTable<PaymentsError> = {
  NotAllowed: notAllowed,
  LineNotFound: [404, paymentsMessages.lineNotFound, 'NOT_FOUND'],
  AlreadyConfirmed: [409, 'Diese Zahlung wurde bereits bestätigt und gebucht.', 'ALREADY_CONFIRMED'],
  NoInvoiceChosen: [400, 'Bitte wählen Sie die Rechnung aus, zu der diese Zahlung gehört.', 'NO_INVOICE'],
  LineNotConfirmed: [409, 'Diese Kontobuchung ist nicht (mehr) mit dieser Zahlung bestätigt.', 'LINE_NOT_CONFIRMED'],
  NotACredit: [400, 'Nur Gutschriften auf dem Konto können Zahlungen sein.', 'NOT_A_CREDIT'],
  NotInEuro: [
    409,
    'Diese Gutschrift ist nicht in Euro; sie kann keine Rechnung in Euro begleichen. Bitte buchen Sie sie außerhalb des Portals.',
    'NOT_IN_EURO',
  ],
};
