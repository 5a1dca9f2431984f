import { notAllowed, notFoundAs, type ErrorTable } from '../../server/http/domain-errors';
import { creditorIdMessages, draftReasonLabels, dunningLevelLabels, invoicingMessages } from './contract';
import { formatCalendarDate, formatCents, formatHours } from '../../lib/german/format';
import type { InvoicingError } from './decide';
import { MAX_ENTERED_CENTS } from './contract/money';

/** Each broken invoicing rule as status and German message. */
export const invoicingErrors: ErrorTable<InvoicingError> = {
  NotAllowed: notAllowed,
  NotAClient: [403, invoicingMessages.notAClient, 'NOT_A_CLIENT'],
  InvalidIban: [400, invoicingMessages.ibanInvalid, 'INVALID_IBAN'],
  InvalidCreditorId: [400, creditorIdMessages.checkDigits, 'INVALID_CREDITOR_ID'],
  TaxIdMissing: [400, invoicingMessages.taxIdRequired, 'TAX_ID_MISSING'],
  VatRateZero: [400, invoicingMessages.vatRateZero, 'VAT_RATE_ZERO'],
  VatRateUnsupported: [400, invoicingMessages.vatRateUnsupported, 'VAT_RATE_UNSUPPORTED'],
  PhoneMissing: [400, invoicingMessages.phoneRequired, 'PHONE_MISSING'],
  InvoiceNotFound: notFoundAs(invoicingMessages.invoiceNotFound),
  InvoiceExists: [409, 'Diese Rechnung existiert bereits.', 'INVOICE_EXISTS'],
  AlreadyIssued: [409, 'Die Rechnung wurde bereits gestellt und hat ihre Nummer.', 'ALREADY_ISSUED'],
  NotIssued: [409, invoicingMessages.notIssued, 'NOT_ISSUED'],
  AlreadyCancelled: [409, 'Die Rechnung wurde bereits storniert.', 'ALREADY_CANCELLED'],
  Discarded: [409, invoicingMessages.discarded, 'DISCARDED'],
  CreditNoteOfCreditNote: [409, 'Eine Stornorechnung kann nicht storniert werden.', 'CREDIT_NOTE'],
  PaymentOnUnissued: [409, invoicingMessages.paymentOnUnissued, 'PAYMENT_ON_UNISSUED'],
  PaymentOnCreditNote: [409, 'Auf eine Stornorechnung kann keine Zahlung gebucht werden.', 'PAYMENT_ON_CREDIT_NOTE'],
  PaymentOnCancelled: [409, invoicingMessages.paymentOnCancelled, 'PAYMENT_ON_CANCELLED'],
  InvalidPaymentAmount: [400, 'Der Zahlbetrag muss größer als 0 € sein.', 'INVALID_AMOUNT'],
  PaymentTotalTooLarge: [
    409,
    `Auf eine Rechnung können insgesamt höchstens ${formatCents(MAX_ENTERED_CENTS)} gebucht werden; bitte prüfen Sie den Betrag.`,
    'PAYMENT_TOTAL_TOO_LARGE',
  ],
  ReminderNotDue: [409, invoicingMessages.reminderNotDue, 'REMINDER_NOT_DUE'],
  DebitSubmitted: [
    409,
    'Diese Rechnung wird per SEPA-Lastschrift eingezogen (sie steht in einem Einzug): eine Zahlungserinnerung ließe den Klienten doppelt zahlen. Nehmen Sie die Lastschrift erst aus dem Einzug oder warten Sie eine Rücklastschrift ab.',
    'DEBIT_SUBMITTED',
  ],
  PaymentInFuture: [
    400,
    'Das Zahlungsdatum liegt in der Zukunft: Gebucht wird nur Geld, das schon eingegangen ist.',
    'PAYMENT_IN_FUTURE',
  ],
  PaymentBeforeInvoice: [
    400,
    (e) =>
      `Das Zahlungsdatum liegt vor dem Rechnungsdatum (${formatCalendarDate(e.issuedOn)}): bitte prüfen Sie das Datum.`,
    'PAYMENT_BEFORE_INVOICE',
  ],
  OffsettingNeedsNote: [
    400,
    'Bei einer Verrechnung bitte in der Notiz angeben, womit verrechnet wurde.',
    'OFFSETTING_NEEDS_NOTE',
  ],
  PaymentNotFound: [404, 'Zahlung nicht gefunden.', 'PAYMENT_NOT_FOUND'],
  PaymentAlreadyUndone: [409, 'Diese Zahlung wurde bereits zurückgenommen.', 'PAYMENT_ALREADY_UNDONE'],
  AllLevelsSent: [409, 'Alle Mahnstufen wurden bereits versandt (2. Mahnung).', 'ALL_LEVELS_SENT'],
  DunningNotDueYet: [
    409,
    (r) => `Die ${dunningLevelLabels[r.level]} ist erst ab dem ${formatCalendarDate(r.from)} fällig.`,
    'DUNNING_NOT_DUE_YET',
  ],
  NoHourlyPrice: [
    409,
    'Die Rechnung nennt keine Stunden: bitte geben Sie statt der Stunden einen Betrag an.',
    'NO_HOURLY_PRICE',
  ],
  PartialCreditZero: [
    409,
    'Die Teilgutschrift ergäbe 0,00 €: bitte mehr Stunden oder einen Betrag angeben.',
    'PARTIAL_CREDIT_ZERO',
  ],
  PartialCreditTooManyHours: [
    409,
    (r) =>
      `Es können höchstens ${formatHours(r.restHours)} Stunden gutgeschrieben werden (noch nicht gutgeschriebene Stunden der Rechnung).`,
    'PARTIAL_CREDIT_TOO_MANY_HOURS',
  ],
  PartialCreditTooLarge: [
    409,
    (r) =>
      r.whole
        ? `Das ist der ganze noch nicht gutgeschriebene Rechnungsbetrag (${formatCents(r.restCents)}): bitte stornieren Sie die Rechnung.`
        : `Eine Teilgutschrift muss unter dem noch nicht gutgeschriebenen Rechnungsbetrag von ${formatCents(r.restCents)} bleiben.`,
    'PARTIAL_CREDIT_TOO_LARGE',
  ],
  RefundOnUnissued: [409, 'Eine Erstattung ist erst auf eine gestellte Rechnung möglich.', 'REFUND_ON_UNISSUED'],
  RefundOnCreditNote: [
    409,
    'Auf eine Stornorechnung oder Rechnungskorrektur wird nicht erstattet: bitte die ursprüngliche Rechnung wählen.',
    'REFUND_ON_CREDIT_NOTE',
  ],
  InvalidRefundAmount: [400, 'Der Erstattungsbetrag muss größer als 0 € sein.', 'INVALID_REFUND_AMOUNT'],
  NothingToRefund: [
    409,
    'Auf diese Rechnung ist nichts zu erstatten: es wurde nicht mehr gezahlt, als die Rechnung (nach Gutschriften) verlangt.',
    'NOTHING_TO_REFUND',
  ],
  RefundTooLarge: [
    409,
    (r) =>
      `Es können höchstens ${formatCents(r.refundableCents)} erstattet werden (gezahlt abzüglich dessen, was die Rechnung nach Gutschriften noch verlangt).`,
    'REFUND_TOO_LARGE',
  ],
  RefundNeedsIban: [
    409,
    'Für diese Erstattung ist keine Bankverbindung bekannt (kein Lastschriftmandat, keine Überweisung mit IBAN): bitte geben Sie IBAN und Kontoinhaber an.',
    'REFUND_NEEDS_IBAN',
  ],
  NoCreditToSetOff: [
    409,
    'Auf dieser Rechnung steht kein Guthaben des Klienten: es wurde nicht mehr gezahlt, als sie (nach Gutschriften) verlangt.',
    'NO_CREDIT_TO_SET_OFF',
  ],
  SetOffTargetInvalid: [
    409,
    'Verrechnet wird nur mit einer anderen gestellten, nicht stornierten Rechnung (keiner Stornorechnung).',
    'SET_OFF_TARGET_INVALID',
  ],
  SetOffOtherClient: [
    409,
    'Ein Guthaben wird nur mit einer Rechnung desselben Klienten verrechnet.',
    'SET_OFF_OTHER_CLIENT',
  ],
  SetOffTargetNotOpen: [409, 'Auf dieser Rechnung ist nichts mehr offen.', 'SET_OFF_TARGET_NOT_OPEN'],
  SetOffDebitSubmitted: [
    409,
    'Diese Rechnung wird per SEPA-Lastschrift eingezogen: Die Lastschrift steht in einem Einzug. Nehmen Sie sie erst aus dem Einzug oder warten Sie eine Rücklastschrift ab, sonst zahlt der Klient doppelt.',
    'SET_OFF_DEBIT_SUBMITTED',
  ],
  InvalidSetOffAmount: [400, 'Der Betrag der Verrechnung muss größer als 0 € sein.', 'INVALID_SET_OFF_AMOUNT'],
  SetOffTooLarge: [
    409,
    (r) =>
      `Es können höchstens ${formatCents(r.maxCents)} verrechnet werden: nicht mehr als das Guthaben und nicht mehr, als die andere Rechnung noch verlangt.`,
    'SET_OFF_TOO_LARGE',
  ],
  PaymentIsSetOff: [
    409,
    'Diese Zahlung ist eine Verrechnung mit dem Guthaben einer anderen Rechnung. Bitte nehmen Sie die Verrechnung zurück („Verrechnung zurücknehmen“): Dann steht das Guthaben wieder auf jener Rechnung.',
    'PAYMENT_IS_SET_OFF',
  ],
  SetOffNotFound: notFoundAs('Verrechnung nicht gefunden.'),
  SetOffAlreadyTakenBack: [409, 'Diese Verrechnung wurde bereits zurückgenommen.', 'SET_OFF_ALREADY_TAKEN_BACK'],
  SetOffTargetCancelled: [
    409,
    (r) =>
      `Die Verrechnung kann nicht zurückgenommen werden: Rechnung ${r.number} wurde inzwischen storniert, der verrechnete Betrag ist dort Guthaben des Klienten. Bitte erstatten oder verrechnen Sie ihn von dort.`,
    'SET_OFF_TARGET_CANCELLED',
  ],
  SetOffTargetRefunded: [
    409,
    (r) =>
      `Die Verrechnung kann nicht zurückgenommen werden: Zu Rechnung ${r.number} wurde seitdem eine Erstattung gebucht. Bitte buchen Sie die Korrektur von Hand.`,
    'SET_OFF_TARGET_REFUNDED',
  ],
  SetOffTargetDunned: [
    409,
    (r) =>
      `Die Verrechnung kann nicht zurückgenommen werden: Zu Rechnung ${r.number} wurde seitdem eine Mahnung über den nach der Verrechnung offenen Betrag verschickt. Bitte buchen Sie die Korrektur von Hand.`,
    'SET_OFF_TARGET_DUNNED',
  ],
  CannotIssueYet: [
    409,
    (r) => `Die Rechnung kann noch nicht gestellt werden: ${r.missing.map((m) => draftReasonLabels[m]).join(', ')}.`,
    'CANNOT_ISSUE_YET',
  ],
};
