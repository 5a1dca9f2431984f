import { z } from 'zod';
import { coercedWholeNumber } from '../../../lib/whole-number';
import { PAGE_SIZE, pageFields } from '../../../lib/list-query';
import { requiredText } from '../../../lib/german/text';
import type { FirmData, PostalAddress } from './firm';

// Invoices as the API answers them: the frozen document, its states and labels, the list's query.

export const invoiceKinds = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
export const invoiceStatuses = ['draft', 'issued', 'cancelled', 'discarded'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Why a draft has no number yet. */
export const draftReasons = ['billingAddressMissing', 'firmDataMissing'] as const;
export type DraftReason = (typeof draftReasons)[number];
export const draftReasonLabels: Record<DraftReason, string> = {
  billingAddressMissing: 'Rechnungsadresse des Klienten fehlt',
  firmDataMissing: 'Firmendaten fehlen (Einstellungen)',
};

// The invoice document (issue 18, §14 Abs. 4 UStG): what `InvoiceIssued` carries, as the API answers it.

/** The seller as the invoice states it (§14 Abs. 4 Nr. 1, 2 UStG) and where to pay. */
export type Seller = Omit<FirmData, 'defaultVatRate' | 'smallBusiness' | 'numberPattern' | 'paymentTermDays'>;

/** The buyer (§14 Abs. 4 Nr. 1 UStG): the client's name, company and billing address at issue. */
export interface Buyer {
  clientId: string;
  name: string;
  company: string | null;
  address: PostalAddress | null;
}

/** What was sold (§14 Abs. 4 Nr. 5, 6 UStG): the package with its hours per Accelerator and its validity. */
export interface Service {
  userPackageId: string;
  packageName: string;
  totalHours: number;
  lines: { partnerId: string; partnerName: string; hours: number }[];
  /** The package's validity: its dates once activated, else its length from activation. */
  period: { from: string | null; to: string | null; months: number };
  /** The package's price as offered: the gross amount the client pays. */
  grossCents: number;
  paymentReference: string | null;
}

/** The amounts (§14 Abs. 4 Nr. 7, 8 UStG), integer cents; a credit note's are negative. */
export interface Amounts {
  netCents: number;
  vatRate: number;
  vatCents: number;
  grossCents: number;
  /** The §19 UStG note when the firm is a small business (then vatRate and vatCents are 0). */
  taxNote: string | null;
}

/** Every mandatory field of §14 Abs. 4 UStG as of the moment of issue, plus payment terms. */
export interface IssuedInvoice {
  invoiceId: string;
  clientId: string;
  kind: InvoiceKind;
  number: string;
  year: number;
  sequence: number;
  /** Invoice date, Berlin calendar date 'yyyy-MM-dd'. */
  issuedOn: string;
  seller: Seller;
  buyer: Buyer;
  service: Service;
  amounts: Amounts;
  paymentTermDays: number;
  dueOn: string;
  /** A credit note: the invoice it cancels, and why. */
  corrects: { invoiceId: string; number: string; reason: string } | null;
  at: string;
}

/**
 * Where an issued invoice stands with its money (derived, never stored): 'open' until due, then
 * 'overdue'; 'partial' when some was paid, 'partial_overdue' once the rest is past due (the
 * 'Überfällig' filter lists it: money owed past its date); 'paid'; 'overpaid' when more came than was owed.
 */
export const paymentStates = ['open', 'overdue', 'partial', 'partial_overdue', 'paid', 'overpaid'] as const;
export type PaymentState = (typeof paymentStates)[number];
export const paymentStateLabels: Record<PaymentState, string> = {
  open: 'Offen',
  overdue: 'Überfällig',
  partial: 'Teilweise bezahlt',
  partial_overdue: 'Rest überfällig',
  paid: 'Bezahlt',
  overpaid: 'Überzahlt',
};
export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: 'Entwurf',
  issued: 'Gestellt',
  cancelled: 'Storniert',
  discarded: 'Verworfen',
};
export const invoiceKindLabels: Record<InvoiceKind, string> = {
  invoice: 'Rechnung',
  credit_note: 'Stornorechnung',
};

/** The payment state of an issued invoice on `today` (Berlin date); null for drafts, cancelled ones and credit notes. */
export function paymentStateOf(
  i: { kind: InvoiceKind; status: InvoiceStatus; grossCents: number; paidCents: number; dueOn: string | null },
  today: string,
): PaymentState | null {
  if (i.kind !== 'invoice' || i.status !== 'issued') return null;
  if (i.paidCents > i.grossCents) return 'overpaid';
  if (i.paidCents === i.grossCents) return 'paid';
  const due = i.dueOn !== null && i.dueOn < today;
  if (i.paidCents > 0) return due ? 'partial_overdue' : 'partial';
  return due ? 'overdue' : 'open';
}

/** An invoice as `GET /api/invoices` and `GET /api/invoices/{id}` answer it. */
export interface InvoiceView {
  id: string;
  clientId: string;
  /** The buyer as issued; a draft's client as named now ('Klient' once the account is gone). */
  clientName: string;
  userPackageId: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  /** null while a draft */
  number: string | null;
  issuedOn: string | null;
  dueOn: string | null;
  grossCents: number;
  packageName: string;
  /** what a draft waits for */
  missing: DraftReason[];
  /** the whole invoice as issued (null while a draft) */
  document: IssuedInvoice | null;
  correctsInvoiceId: string | null;
  creditNoteId: string | null;
  /** confirmed payments so far (cents) and the booking date of the last */
  paidCents: number;
  paidOn: string | null;
  /** the day the payment reminder ('Zahlungserinnerung') went out */
  remindedOn: string | null;
  paymentState: PaymentState | null;
  createdAt: string;
}

/** GET /api/invoices: one page of the list and how many match in all. */
export interface InvoicePage {
  invoices: InvoiceView[];
  total: number;
}

/** GET /api/invoices/summary?year=: the admin's totals per month of invoice date (cents). */
export interface InvoiceMonth {
  month: string;
  count: number;
  grossCents: number;
  paidCents: number;
  openCents: number;
  overdueCents: number;
}

/** POST /api/invoices/{id}/credit-note: why the invoice is cancelled. */
export const creditNoteRequest = z.object({
  reason: requiredText(500, 'Bitte geben Sie einen Grund an.'),
});

/** The list's filter by money: 'open' (unpaid or partly paid, overdue included), 'overdue', 'paid' (in full or more). */
export const paymentFilters = ['open', 'overdue', 'paid'] as const;
export type PaymentFilter = (typeof paymentFilters)[number];
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
