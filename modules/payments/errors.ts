import { notAllowed, notFoundAs, type ErrorTable } from '../../server/http/domain-errors';
import { paymentsMessages } from './contract';
import type { PaymentsError } from './decide';

/** Each broken payments rule as status and German message. */
export const paymentsErrors: ErrorTable<PaymentsError> = {
  NotAllowed: notAllowed,
  LineNotFound: notFoundAs(paymentsMessages.lineNotFound),
  AlreadyConfirmed: [409, 'Diese Zahlung wurde bereits bestätigt und gebucht.', 'ALREADY_CONFIRMED'],
  AlreadyDismissed: [409, 'Diese Buchung wurde bereits als erledigt abgelegt.', 'ALREADY_DISMISSED'],
  UncertainProposal: [
    409,
    'Dieser Vorschlag ist unsicher (Nummer nur ähnlich, oder nur Betrag und Zahler passen). Bitte prüfen Sie ihn und wählen Sie die Rechnung ausdrücklich aus.',
    'UNCERTAIN_PROPOSAL',
  ],
  ReasonMissing: [400, 'Bitte geben Sie einen Grund an (mindestens 3 Zeichen).', 'REASON_MISSING'],
  NotAReversal: [409, 'Diese Buchung ist eine Gutschrift, keine Rückbuchung.', 'NOT_A_REVERSAL'],
  NoPaymentToTakeBack: [
    409,
    'Auf dieser Rechnung ist keine Zahlung über diesen Betrag gebucht, die zurückgenommen werden könnte. Bitte wählen Sie die richtige Rechnung oder nehmen Sie die Zahlung unter „Zahlungen“ von Hand zurück.',
    'NO_PAYMENT_TO_TAKE_BACK',
  ],
  NoInvoiceChosen: [400, 'Bitte wählen Sie die Rechnung aus, zu der diese Zahlung gehört.', 'NO_INVOICE'],
  LineNotConfirmed: [409, 'Diese Kontobuchung ist nicht (mehr) mit dieser Zahlung bestätigt.', 'LINE_NOT_CONFIRMED'],
  NotACredit: [400, 'Nur Gutschriften auf dem Konto können Zahlungen sein.', 'NOT_A_CREDIT'],
  NotInEuro: [
    409,
    'Diese Gutschrift ist nicht in Euro; sie kann keine Rechnung in Euro begleichen. Bitte buchen Sie sie außerhalb des Portals.',
    'NOT_IN_EURO',
  ],
};
