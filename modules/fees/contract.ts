import { z } from 'zod';
import { choices } from '../../lib/choices';
import { optionalLine, requiredLine } from '../../lib/german/text';
import { bicField, billingAddressRequest, ibanField, invoicingMessages, vatIdField } from '../invoicing/contract';
import type { BillingDataEvent, FeeSequenceEvent, FeeTermsEvent, StatementEvent } from './events';
import { statementPayoutSchema } from './payout-contract';
import { cents } from '../invoicing/contract/money';
import { sepaMessages, sepaWritable } from '../sepa/contract';
import { packageReferenceFields } from '../packages/contract/fields';

export * from './payout-contract';

// Isomorphic: the fees module's schemas, German texts and query keys (issue 35, items 1-3). Money is
// integer cents on the wire; the screens read '85,00' through web/lib/german-number.ts.

export const feesMessages = {
  rate: 'Bitte geben Sie einen Stundensatz in Cent zwischen 1 und 100.000 an (z. B. 8500 für 85,00 €).',
  validFrom: 'Bitte geben Sie den Monatsersten an, ab dem die Konditionen gelten (JJJJ-MM-01).',
  taxStatus: 'Bitte geben Sie entweder einen Umsatzsteuersatz an oder „Kleinunternehmer (§ 19 UStG)“.',
  vatRate: 'Der Umsatzsteuersatz ist 19 % oder 7 %.',
  month: 'Bitte geben Sie den Monat als JJJJ-MM an (z. B. 2026-11).',
  reason: 'Bitte geben Sie einen Grund für den Einwand an.',
  statementNotFound: 'Diese Abrechnung gibt es nicht.',
  partnerNotFound: 'Diesen Accelerator gibt es nicht.',
} as const;

const month = z.string({ error: feesMessages.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, feesMessages.month);
/** A fee rate as the office enters it: whole cents, at least one cent, at most 1.000 €. */
const feeRateCents = z
  .number({ error: feesMessages.rate })
  .int(feesMessages.rate)
  .min(1, feesMessages.rate)
  .max(100_000, feesMessages.rate);

/** The tax status on the wire: `vatRate` (19 or 7) or `smallBusiness: true`, never both. */
export type TaxStatus = { kind: 'vat'; rate: number } | { kind: 'smallBusiness' };

/** PUT /api/partners/{id}/fee-terms (the office). */
export const feeTermsRequest = z
  .object({
    hourlyRate: feeRateCents,
    ratesByPackageType: z.record(requiredLine(100, feesMessages.rate), feeRateCents).nullish(),
    payLateCancellations: z.boolean({ error: 'Bitte geben Sie an, ob kurzfristige Absagen bezahlt werden.' }),
    payNoShows: z.boolean({ error: 'Bitte geben Sie an, ob nicht erschienene Klienten bezahlt werden.' }),
    vatRate: z
      .number({ error: feesMessages.vatRate })
      .refine((r) => r === 19 || r === 7, feesMessages.vatRate)
      .nullish(),
    smallBusiness: z.boolean().nullish(),
    validFrom: z.string({ error: feesMessages.validFrom }).regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, feesMessages.validFrom),
  })
  .strict()
  .refine((b) => (b.vatRate != null) !== (b.smallBusiness === true), {
    message: feesMessages.taxStatus,
    path: ['vatRate'],
  });
export type FeeTermsRequest = z.infer<typeof feeTermsRequest>;

/** The terms from one month on, as the office set them. */
const feeTermsSchema = z.object({
  validFrom: z.string(),
  hourlyRate: z.number().int(),
  ratesByPackageType: z.record(z.string(), z.number().int()),
  payLateCancellations: z.boolean(),
  payNoShows: z.boolean(),
  vatRate: z.number().nullable(),
  smallBusiness: z.boolean(),
});
/** GET/PUT /api/partners/{id}/fee-terms: the terms in force now, and every set of terms by start. */
export const feeTermsAnswer = z.object({ current: feeTermsSchema.nullable(), history: z.array(feeTermsSchema) });
export type FeeTermsAnswer = z.infer<typeof feeTermsAnswer>;

/** PUT /api/partners/me/billing (the Accelerator): the seller's data on their statements. */
export const billingDataRequest = z
  .object({
    legalName: requiredLine(200, 'Bitte geben Sie Ihren Namen oder den Ihrer Firma an.'),
    address: billingAddressRequest,
    taxNumber: optionalLine(30),
    vatId: vatIdField,
    iban: ibanField,
    bic: bicField,
    // The payout's pain.001 names the holder in SEPA's character set (sepa-xml.ts).
    accountHolder: requiredLine(200, 'Bitte geben Sie den Kontoinhaber an.').refine(
      sepaWritable,
      sepaMessages.holderNotLatin,
    ),
  })
  .strict()
  .refine((b) => b.taxNumber !== null || b.vatId !== null, {
    message: invoicingMessages.taxIdRequired,
    path: ['taxNumber'],
  });
export type BillingData = z.infer<typeof billingDataRequest>;
export const billingDataAnswer = z.object({
  billing: z
    .object({
      legalName: z.string(),
      address: z.object({ street: z.string(), postalCode: z.string(), city: z.string(), country: z.string() }),
      taxNumber: z.string().nullable(),
      vatId: z.string().nullable(),
      iban: z.string(),
      bic: z.string().nullable(),
      accountHolder: z.string(),
    })
    .nullable(),
});

export const lineKinds = ['completed', 'noShow', 'lateCancellation'] as const;
export type LineKind = (typeof lineKinds)[number];

const lineSchema = z.object({
  lineId: z.string(),
  meetingId: z.string(),
  clientId: z.string(),
  ...packageReferenceFields,
  date: z.string(),
  kind: z.enum(lineKinds),
  /** a meeting of an earlier month already on a statement: the difference to what was paid */
  correction: z.boolean(),
  /** hundredths of an hour (150 = 1,5 Stunden) */
  hundredths: z.number().int(),
  rateCents: cents,
  amountCents: cents,
});
export type FeeLine = z.infer<typeof lineSchema>;

/** GET /api/fees/preview: what a statement for that month would hold so far. */
export const previewQuery = z.object({ partnerId: z.string().uuid(feesMessages.partnerNotFound), month });
export const previewAnswer = z.object({ hours: z.number(), amount: z.number().int(), lines: z.array(lineSchema) });
export type FeePreview = z.infer<typeof previewAnswer>;

export const { values: statementStatuses, labels: statementStatusLabels } = choices({
  drafted: 'Entwurf',
  confirmed: 'Bestätigt',
  disputed: 'Einwand offen',
  issued: 'Ausgestellt',
});
export type StatementStatus = (typeof statementStatuses)[number];

const statementLineView = lineSchema.extend({
  removed: z.boolean(),
  dispute: z.object({ reason: z.string(), resolved: z.boolean(), note: z.string().nullable() }).nullable(),
});
export const statementSchema = z.object({
  id: z.string(),
  partnerId: z.string(),
  month: z.string(),
  status: z.enum(statementStatuses),
  statusLabel: z.string(),
  number: z.string().nullable(),
  hours: z.number(),
  netCents: cents,
  vatCents: cents.nullable(),
  grossCents: cents.nullable(),
  draftedAt: z.string(),
  issuedAt: z.string().nullable(),
  lines: z.array(statementLineView),
  /** its payout (issue 35 item 5): null until paid out */
  payout: statementPayoutSchema,
});
export type StatementView = z.infer<typeof statementSchema>;
export const statementListQuery = z.object({ month: month.optional(), partnerId: z.string().uuid().optional() });
export const statementListAnswer = z.object({ statements: z.array(statementSchema) });
export const draftRequest = z.object({ month }).strict();
export const draftAnswer = z.object({ drafted: z.number().int() });
export const disputeRequest = z
  .object({
    lineId: z.string({ error: 'Bitte wählen Sie die Zeile aus.' }),
    reason: requiredLine(1000, feesMessages.reason),
  })
  .strict();
export const resolveRequest = z
  .object({
    lineId: z.string({ error: 'Bitte wählen Sie die Zeile aus.' }),
    remove: z.boolean({ error: 'Bitte geben Sie an, ob die Zeile gestrichen wird.' }),
    note: optionalLine(1000),
  })
  .strict();

// The event types of this module, for the web's refresh declarations.
export type FeeTermsEventType = FeeTermsEvent['type'];
export type BillingDataEventType = BillingDataEvent['type'];
export type StatementEventType = StatementEvent['type'];
export type FeeSequenceEventType = FeeSequenceEvent['type'];
