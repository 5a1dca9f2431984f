import type { ErrorTable } from '../../server/http/domain-errors';
import type { PayoutError } from './decide-payouts';

/** Each broken payout rule as status and German message, naming the statement (part of feesErrors). */
export const payoutErrors: Omit<ErrorTable<PayoutError>, 'NotAllowed'> = {
  PayoutNoFirmAccount: [
    409,
    'Bitte hinterlegen Sie zuerst die Firmendaten mit der IBAN des Firmenkontos (Einstellungen).',
    'NO_FIRM_ACCOUNT',
  ],
  PayoutStatementNotFound: [404, (d) => `Die Abrechnung ${d.statement} gibt es nicht.`, 'NOT_FOUND'],
  PayoutStatementNotIssued: [
    409,
    (d) => `Die ${d.statement} ist noch nicht ausgestellt; nur ausgestellte Gutschriften werden ausgezahlt.`,
    'NOT_ISSUED',
  ],
  PayoutAlreadyPaidOut: [
    409,
    (d) => `Die Gutschrift ${d.statement} ist bereits in einer Auszahlung.`,
    'ALREADY_PAID_OUT',
  ],
  PayoutNothingToPay: [
    409,
    (d) => `Die Gutschrift ${d.statement} hat keinen positiven Betrag; es gibt nichts zu überweisen.`,
    'NOTHING_TO_PAY',
  ],
  PayoutNoIban: [
    409,
    (d) => `Zur Gutschrift ${d.statement} hat der Accelerator keine IBAN in seinen Abrechnungsdaten hinterlegt.`,
    'NO_IBAN',
  ],
};
