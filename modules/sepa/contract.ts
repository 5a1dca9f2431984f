import { z } from 'zod';
import { requiredLine } from '../../lib/german/text';
import { formatIban, isValidIban } from '../invoicing/contract';
import type { CollectionEvent, MandateEvent } from './events';
import { sepaWritable } from './sepa-xml';
import { cents } from '../invoicing/contract/money';

// Isomorphic: SEPA direct debit (issue 31, item 4): a client's core mandate, the pre-notification
// of each debit, and the firm's collections (pain.008.001.08 files for the bank).

export const sepaMessages = {
  ibanInvalid: 'Bitte geben Sie eine gültige IBAN ein (Prüfziffer stimmt nicht).',
  holderMissing: 'Bitte geben Sie den Namen des Kontoinhabers an.',
  holderTooLong: 'Der Name des Kontoinhabers hat höchstens 70 Zeichen (mehr nimmt die Bank nicht an).',
  holderNotLatin:
    'Bitte geben Sie den Namen des Kontoinhabers in lateinischen Buchstaben an, wie ihn Ihre Bank führt (z. B. „Ivan Petrov“).',
  dueUntilInvalid: 'Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ).',
  creditorIdMissing:
    'Die Firma hat noch keine Gläubiger-ID hinterlegt; ein Lastschriftmandat ist erst danach möglich (Einstellungen › Firmendaten).',
  onlyClientGrants: 'Ein Lastschriftmandat erteilt nur der Klient selbst.',
  noMandate: 'Es gibt kein aktives Lastschriftmandat.',
  nothingToCollect:
    'Bis zu diesem Datum ist keine offene Rechnung eines Klienten mit Lastschriftmandat fällig, die noch nicht eingezogen wird.',
  collectionNotFound: 'Einzug nicht gefunden.',
  notCollected: 'Diese Rechnung ist in diesem Einzug nicht (mehr) enthalten.',
  alreadyHandedOver:
    'Die Datei dieses Einzugs wurde bereits an die Bank übergeben; die Lastschrift lässt sich im Portal nicht mehr herausnehmen. Bitte bitten Sie Ihre Bank, sie zurückzurufen (Rückruf vor dem Einzugstag), oder erstatten Sie den Betrag nach dem Einzug.',
  withdrawReason: 'Bitte geben Sie an, warum die Lastschrift herausgenommen wird (z. B. „Per Überweisung bezahlt“).',
  withdrawn: 'Lastschrift aus dem Einzug genommen',
  withdrawFailed: 'Die Lastschrift konnte nicht herausgenommen werden.',
  handedOver: 'Als an die Bank übergeben vermerkt',
  handOverFailed: 'Der Einzug konnte nicht als übergeben vermerkt werden.',
  emptyCollection: 'Dieser Einzug enthält keine Lastschrift mehr; es gibt keine Datei für die Bank.',
  debtorErased: 'Ein Zahlungspflichtiger dieses Einzugs wurde gelöscht; die Datei kann nicht mehr erstellt werden.',
  granted: 'Lastschriftmandat erteilt',
  grantFailed: 'Das Lastschriftmandat konnte nicht erteilt werden.',
  revoked: 'Lastschriftmandat widerrufen',
  revokeFailed: 'Das Lastschriftmandat konnte nicht widerrufen werden.',
  created: 'Einzug erstellt',
  createFailed: 'Der Einzug konnte nicht erstellt werden.',
  loadFailed: 'Die Lastschriftdaten konnten nicht geladen werden.',
} as const;

/**
 * The authorisation of a SEPA core mandate (Basislastschrift) as the rulebook has it and German
 * banks print it, with the creditor's name; the portal shows it and keeps it as shown.
 */
export function mandateText(creditorName: string): string {
  return (
    `Ich ermächtige ${creditorName}, Zahlungen von meinem Konto mittels Lastschrift einzuziehen. ` +
    `Zugleich weise ich mein Kreditinstitut an, die von ${creditorName} auf mein Konto gezogenen ` +
    'Lastschriften einzulösen. Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem ' +
    'Belastungsdatum, die Erstattung des belasteten Betrages verlangen. Es gelten dabei die mit meinem ' +
    'Kreditinstitut vereinbarten Bedingungen.'
  );
}

/** `PUT /api/sepa/mandate`: the client's account, the IBAN typed with or without spaces. */
export const mandateRequest = z.object({
  iban: z
    .string({ error: sepaMessages.ibanInvalid })
    .refine(isValidIban, sepaMessages.ibanInvalid)
    .transform(formatIban),
  accountHolder: requiredLine(70, sepaMessages.holderMissing, sepaMessages.holderTooLong).refine(
    sepaWritable,
    sepaMessages.holderNotLatin,
  ),
});
export { sepaWritable };
export type MandateRequest = z.input<typeof mandateRequest>;

export const mandateSchema = z.object({
  id: z.string(),
  reference: z.string(),
  iban: z.string(),
  accountHolder: z.string(),
  signedOn: z.string(),
  creditorName: z.string(),
  creditorId: z.string(),
  /** the text as it was shown and granted */
  text: z.string(),
});
export type Mandate = z.infer<typeof mandateSchema>;

/**
 * `GET /api/sepa/mandate`: the active mandate (or null), and what a new one would say: the creditor
 * (null while the firm has no creditor id: then none can be granted) and the text to show.
 */
export const mandateAnswer = z.object({
  mandate: mandateSchema.nullable(),
  creditor: z.object({ name: z.string(), creditorId: z.string() }).nullable(),
  text: z.string().nullable(),
});
export type MandateAnswer = z.infer<typeof mandateAnswer>;

/** `GET /api/sepa/mandate?clientId=` (admin): the client's mandate on their details. */
export const mandateQuery = z.object({ clientId: z.string().uuid('Ungültiger Klient.').optional() });

/**
 * The pre-notification (Vorabankündigung) of one debit: amount, collection date, mandate reference
 * and creditor id; `submitted` once the debit is in a collection handed to the bank.
 */
export const preNotificationSchema = z.object({
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  amountCents: cents,
  collectionDate: z.string(),
  mandateReference: z.string(),
  creditorId: z.string(),
  submitted: z.boolean(),
});
export type PreNotification = z.infer<typeof preNotificationSchema>;
export const preNotificationsAnswer = z.object({ preNotifications: z.array(preNotificationSchema) });

/** `POST /api/sepa/collections/{id}/withdraw`: one debit out of a collection not yet at the bank. */
export const withdrawRequest = z.object({
  invoiceId: z.string({ error: 'Ungültige Rechnung.' }).uuid('Ungültige Rechnung.'),
  reason: requiredLine(200, sepaMessages.withdrawReason),
});
export type WithdrawRequest = z.input<typeof withdrawRequest>;

/** `POST /api/sepa/collections`: collect every invoice due up to this day (YYYY-MM-DD). */
export const collectionRequest = z.object({ dueUntil: z.iso.date({ error: sepaMessages.dueUntilInvalid }) });
export type CollectionRequest = z.input<typeof collectionRequest>;

export const collectionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  dueUntil: z.string(),
  /** when the office marked the file as handed to the bank (null: still in the office, debits may be withdrawn) */
  handedOverAt: z.string().nullable(),
  count: z.number().int(),
  totalCents: cents,
  items: z.array(
    z.object({
      invoiceId: z.string(),
      invoiceNumber: z.string(),
      clientId: z.string(),
      clientName: z.string(),
      amountCents: cents,
      collectionDate: z.string(),
      mandateReference: z.string(),
      /** the bank's return reason (Rücklastschrift), null while none came back */
      returnReason: z.string().nullable(),
      /** why the office took it out before the file went to the bank; null while it is in */
      withdrawnReason: z.string().nullable(),
      /** the client ended the mandate after the file went to the bank: the office asks the bank to recall the debit */
      recallNeeded: z.boolean(),
    }),
  ),
});
export type Collection = z.infer<typeof collectionSchema>;
export const collectionsAnswer = z.object({ collections: z.array(collectionSchema) });

export const sepaKeys = {
  all: ['sepa'] as const,
  mandate: (clientId?: string) => ['sepa', 'mandate', clientId ?? 'own'] as const,
  preNotifications: ['sepa', 'pre-notifications'] as const,
  collections: ['sepa', 'collections'] as const,
};

/** The event types of SEPA, for the web's realtime registry. */
export type SepaEventType = MandateEvent['type'] | CollectionEvent['type'];
