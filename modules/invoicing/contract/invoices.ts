import { z } from 'zod';
import { choices } from '../../../lib/choices';
import { coercedWholeNumber } from '../../../lib/whole-number';
import { PAGE_SIZE, pageFields } from '../../../lib/list-query';
import { requiredText } from '../../../lib/german/text';
import { firmDataAnswer, postalAddressAnswer } from './firm';
import { PARTIAL_CREDIT_TITLE } from './partial-credit';
import { invoiceStatuses, paymentFilters, type InvoiceStatus, type PaymentFilter } from './list-filters';
import { cents, invoiceBalanceFields } from './money';
import { packageReferenceFields } from '../../packages/contract/fields';

// Invoices as the API answers them: the frozen document, its states and labels, the list's query.

export const invoiceKinds = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** Why a draft has no number yet. */
export const { values: draftReasons, labels: draftReasonLabels } = choices({
  billingAddressMissing: 'Rechnungsadresse des Klienten fehlt',
  firmDataMissing: 'Firmendaten fehlen (Einstellungen)',
});
export type DraftReason = (typeof draftReasons)[number];

// The invoice document (issue 18, §14 Abs. 4 UStG): what `InvoiceIssued` carries, as the API answers it.

/** The seller as the invoice states it (§14 Abs. 4 Nr. 1, 2 UStG) and where to pay. */
export const sellerSchema = firmDataAnswer.omit({
  defaultVatRate: true,
  smallBusiness: true,
  invoiceAt: true,
  numberPattern: true,
  paymentTermDays: true,
});
export type Seller = z.infer<typeof sellerSchema>;

/** The buyer (§14 Abs. 4 Nr. 1 UStG): the client's name, company and billing address at issue. */
const buyerSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  address: postalAddressAnswer.nullable(),
  /** The buyer's USt-IdNr. (BT-48), when a business client gave one. */
  vatId: z.string().nullable().optional(),
  /** The buyer's e-mail at issue (the XRechnung's BT-49); missing on invoices issued before 29.11.2026. */
  email: z.string().nullable().optional(),
});
export type Buyer = z.infer<typeof buyerSchema>;

/** What was sold (§14 Abs. 4 Nr. 5, 6 UStG): the package with its hours per Accelerator and its validity. */
const serviceSchema = z.object({
  ...packageReferenceFields,
  totalHours: z.number(),
  lines: z.array(z.object({ partnerId: z.string(), partnerName: z.string(), hours: z.number() })),
  /** The package's validity: its dates once activated, else its length from activation. */
  period: z.object({ from: z.string().nullable(), to: z.string().nullable(), months: z.number().int() }),
  /** The package's price as offered: the gross amount the client pays. */
  grossCents: cents,
  paymentReference: z.string().nullable(),
});
export type Service = z.infer<typeof serviceSchema>;

/** The amounts (§14 Abs. 4 Nr. 7, 8 UStG), integer cents; a credit note's are negative. */
const amountsSchema = z.object({
  netCents: cents,
  vatRate: z.number(),
  vatCents: cents,
  grossCents: cents,
  /** The §19 UStG note when the firm is a small business (then vatRate and vatCents are 0). */
  taxNote: z.string().nullable(),
});
export type Amounts = z.infer<typeof amountsSchema>;

/** Every mandatory field of §14 Abs. 4 UStG as of the moment of issue, plus payment terms. */
const issuedInvoiceSchema = z.object({
  invoiceId: z.string(),
  clientId: z.string(),
  kind: z.enum(invoiceKinds),
  number: z.string(),
  year: z.number().int(),
  sequence: z.number().int(),
  /** Invoice date, Berlin calendar date 'yyyy-MM-dd'. */
  issuedOn: z.string(),
  seller: sellerSchema,
  buyer: buyerSchema,
  service: serviceSchema,
  amounts: amountsSchema,
  paymentTermDays: z.number().int(),
  dueOn: z.string(),
  /**
   * Issued before the service starts (at the offer's acceptance): an advance invoice
   * ('Vorausrechnung', § 14 Abs. 5 UStG), booked in DATEV as an advance received. Absent on
   * invoices issued before this was recorded (read as false).
   */
  advance: z.boolean().optional(),
  /**
   * A credit note: the invoice it cancels, its date (BT-26; absent on old credit notes), and why.
   * `partial`: a partial credit note (Rechnungskorrektur), with the unused hours it credits (null: an amount).
   */
  corrects: z
    .object({
      invoiceId: z.string(),
      number: z.string(),
      issuedOn: z.string().optional(),
      reason: z.string(),
      partial: z.object({ hours: z.number().nullable() }).optional(),
    })
    .nullable(),
  at: z.string(),
});
export type IssuedInvoice = z.infer<typeof issuedInvoiceSchema>;

/**
 * Where an issued invoice stands with its money (derived, never stored): 'open' until due, then
 * 'overdue'; 'partial' when some was paid, 'partial_overdue' once the rest is past due (the
 * 'Überfällig' filter lists it: money owed past its date); 'paid'; 'overpaid' when more came than was owed.
 */
export const { values: paymentStates, labels: paymentStateLabels } = choices({
  open: 'Offen',
  overdue: 'Überfällig',
  partial: 'Teilweise bezahlt',
  partial_overdue: 'Rest überfällig',
  paid: 'Bezahlt',
  overpaid: 'Überzahlt',
});
export type PaymentState = (typeof paymentStates)[number];
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: 'Entwurf',
  issued: 'Gestellt',
  cancelled: 'Storniert',
  discarded: 'Verworfen',
};
const invoiceKindLabels: Record<InvoiceKind, string> = {
  invoice: 'Rechnung',
  credit_note: 'Stornorechnung',
};
/** The title of an advance invoice (an invoice issued before its service starts). */
export const ADVANCE_INVOICE_TITLE = 'Vorausrechnung';

/**
 * The document's title on PDF, XML notes, mail and screens: 'Rechnung', 'Vorausrechnung',
 * 'Stornorechnung' or, for a partial credit note, 'Rechnungskorrektur'.
 */
export const documentTitleOf = (invoice: {
  kind: InvoiceKind;
  advance?: boolean | undefined;
  corrects?: { partial?: unknown } | null | undefined;
}): string => {
  if (invoice.kind === 'credit_note' && invoice.corrects?.partial) return PARTIAL_CREDIT_TITLE;
  return invoice.kind === 'invoice' && invoice.advance ? ADVANCE_INVOICE_TITLE : invoiceKindLabels[invoice.kind];
};

/**
 * The payment state of an issued invoice on `today` (Berlin date); null for drafts and credit notes.
 * A cancelled one asks nothing: money on it (paid before the Storno, or a direct debit that came in
 * after it) is 'overpaid', the client's credit until refunded; without money, null.
 */
export function paymentStateOf(
  i: { kind: InvoiceKind; status: InvoiceStatus; grossCents: number; paidCents: number; dueOn: string | null },
  today: string,
): PaymentState | null {
  if (i.kind === 'invoice' && i.status === 'cancelled') return i.paidCents > 0 ? 'overpaid' : null;
  if (i.kind !== 'invoice' || i.status !== 'issued') return null;
  if (i.paidCents > i.grossCents) return 'overpaid';
  if (i.paidCents === i.grossCents) return 'paid';
  const due = i.dueOn !== null && i.dueOn < today;
  if (i.paidCents > 0) return due ? 'partial_overdue' : 'partial';
  return due ? 'overdue' : 'open';
}

/**
 * An invoice as a list row (`GET /api/invoices`): what the list screen shows and its row buttons
 * need, without the issued document (issue 36 item 5: the document was 73 % of a page's bytes).
 * The document's few facts a row uses are carried flat: the title's (`advance`, `corrects`) and the
 * hours a partial credit note may take back (`totalHours`).
 */
export const invoiceRowSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  /** The buyer as issued; a draft's client as named now ('Klient' once the account is gone). */
  clientName: z.string(),
  userPackageId: z.string(),
  kind: z.enum(invoiceKinds),
  status: z.enum(invoiceStatuses),
  /** null while a draft */
  number: z.string().nullable(),
  issuedOn: z.string().nullable(),
  dueOn: z.string().nullable(),
  grossCents: cents,
  packageName: z.string(),
  /** the package's hours as sold (the document's, else the draft's service) */
  totalHours: z.number(),
  /** issued as an advance invoice ('Vorausrechnung') */
  advance: z.boolean(),
  /** a credit note: the number it corrects and whether it is a partial one (null otherwise) */
  corrects: z.object({ number: z.string(), partial: z.boolean() }).nullable(),
  /** what a draft waits for */
  missing: z.array(z.enum(draftReasons)),
  correctsInvoiceId: z.string().nullable(),
  creditNoteId: z.string().nullable(),
  /** confirmed payments so far (cents) and the booking date of the last */
  paidCents: cents,
  /** what partial credit notes took off it (cents): it owes grossCents - creditedCents */
  creditedCents: cents,
  paidOn: z.string().nullable(),
  /** the day the payment reminder ('Zahlungserinnerung') went out */
  remindedOn: z.string().nullable(),
  paymentState: z.enum(paymentStates).nullable(),
  createdAt: z.string(),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

/** One invoice as `GET /api/invoices/{id}` (and the commands) answer it: the row and the whole document. */
export const invoiceViewSchema = invoiceRowSchema.extend({
  /** the whole invoice as issued (null while a draft) */
  document: issuedInvoiceSchema.nullable(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;

/** GET /api/invoices: one page of the list (rows without documents) and how many match in all. */
export const invoicePageSchema = z.object({ invoices: z.array(invoiceRowSchema), total: z.number().int() });
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** GET /api/invoices/summary?year=: the admin's totals per month of invoice date (cents). */
const invoiceMonthSchema = z.object({
  month: z.string(),
  count: z.number().int(),
  ...invoiceBalanceFields,
  overdueCents: cents,
});
export type InvoiceMonth = z.infer<typeof invoiceMonthSchema>;
export const invoiceSummaryAnswer = z.object({ months: z.array(invoiceMonthSchema) });

/** POST /api/invoices/{id}/credit-note: why the invoice is cancelled. */
export const creditNoteRequest = z.object({
  reason: requiredText(500, 'Bitte geben Sie einen Grund an.'),
});

export const paymentFilterLabels: Record<PaymentFilter, string> = {
  open: 'Offen',
  overdue: 'Überfällig',
  paid: 'Bezahlt',
};

export const INVOICE_PAGE_SIZE = PAGE_SIZE;

export const invoiceListQuery = z.object({
  status: z.enum(invoiceStatuses, { error: 'Unbekannter Status.' }).optional(),
  payment: z.enum(paymentFilters, { error: 'Unbekannter Zahlungsstand.' }).optional(),
  clientId: z.string().uuid('Ungültige ID.').optional(),
  /** invoices dated in this month ('2026-11') */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bitte geben Sie den Monat als JJJJ-MM an.')
    .optional(),
  ...pageFields,
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

export const invoiceSummaryQuery = z.object({
  year: coercedWholeNumber(2000, 2100, 'Bitte geben Sie ein Jahr an.'),
});

export const invoiceKeys = {
  all: ['invoices'] as const,
  one: (id: string) => ['invoices', id] as const,
  list: (query: Partial<InvoiceListQuery>) => ['invoices', 'list', query] as const,
  summary: (year: number) => ['invoices', 'summary', year] as const,
  firm: ['settings', 'firm'] as const,
  billingAddress: ['invoices', 'billing-address'] as const,
};
