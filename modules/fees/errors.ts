import { notAllowed, notFoundAs, type ErrorTable } from '../../server/http/domain-errors';
import { feesMessages } from './contract';
import type { FeesError } from './decide';
import type { PayoutError } from './decide-payouts';
import { payoutErrors } from './payout-errors';

/** Each broken fees rule as status and German message. */
export const feesErrors: ErrorTable<FeesError | PayoutError> = {
  ...payoutErrors,
  NotAllowed: notAllowed,
  NotAPartner: notFoundAs(feesMessages.partnerNotFound),
  MonthAlreadyBilled: [
    409,
    'Für diesen Monat gibt es schon eine Abrechnung; neue Konditionen gelten frühestens ab dem Monat danach.',
    'MONTH_ALREADY_BILLED',
  ],
  StatementNotFound: notFoundAs(feesMessages.statementNotFound),
  LineNotFound: [404, 'Diese Zeile gibt es in der Abrechnung nicht.', 'LINE_NOT_FOUND'],
  MonthNotEnded: [409, 'Der Monat ist noch nicht zu Ende; er kann erst danach abgerechnet werden.', 'MONTH_NOT_ENDED'],
  NothingToBill: [409, 'In diesem Monat gibt es nichts abzurechnen.', 'NOTHING_TO_BILL'],
  AlreadyIssued: [409, 'Die Abrechnung ist bereits ausgestellt und kann nicht mehr geändert werden.', 'ALREADY_ISSUED'],
  OpenDispute: [409, 'Zu dieser Abrechnung ist ein Einwand offen; bitte klären Sie ihn zuerst.', 'OPEN_DISPUTE'],
  NoDispute: [409, 'Zu dieser Zeile gibt es keinen offenen Einwand.', 'NO_DISPUTE'],
  AlreadyDisputed: [409, 'Zu dieser Zeile ist bereits ein Einwand offen.', 'ALREADY_DISPUTED'],
  NoBillingData: [
    409,
    'Der Accelerator hat noch keine Abrechnungsdaten (Name, Anschrift, Steuernummer, IBAN) hinterlegt.',
    'NO_BILLING_DATA',
  ],
  NoTerms: [409, 'Für diesen Monat sind keine Honorarkonditionen hinterlegt.', 'NO_TERMS'],
  NotDue: [409, 'Die Abrechnung wird erst 7 Tage nach dem Entwurf automatisch ausgestellt.', 'NOT_DUE'],
};
