import { z } from 'zod';
import { choices } from '../../lib/choices';
import type { StatementLineEvent, PaymentSettingsEvent } from './events';
import { cents, invoiceBalanceFields } from '../invoicing/contract/money';

// The payments module's contract: statement uploads, proposals and unmatched lines, settings.

export const { values: statementFormats, labels: statementFormatLabels } = choices({
  camt053: 'CAMT.053 (XML)',
  camt054: 'CAMT.054 (XML)',
  csv: 'CSV-Export der Bank',
});
export type StatementFormat = (typeof statementFormats)[number];

/** A credit (a payment in), a reversal of an earlier booking, or a returned direct debit or credit. */
export const { values: lineKinds, labels: lineKindLabels } = choices({
  credit: 'Gutschrift',
  reversal: 'Rückbuchung',
  return: 'Rücklastschrift',
});
export type LineKind = (typeof lineKinds)[number];

/**
 * How the line found its invoice: the package's payment reference or the invoice number in the
 * purpose; several numbers (split over them); a number within one character ('Nummer ähnlich',
 * uncertain); no number, but the amount and the payer's name.
 */
const matchedBys = ['paymentReference', 'invoiceNumber', 'invoiceNumbers', 'similarNumber', 'amountAndPayer'] as const;
export type MatchedBy = (typeof matchedBys)[number];
export const matchedByLabels: Record<MatchedBy | 'manual', string> = {
  paymentReference: 'Verwendungszweck nennt die Zahlungsreferenz',
  invoiceNumber: 'Verwendungszweck nennt die Rechnungsnummer',
  invoiceNumbers: 'Verwendungszweck nennt mehrere Rechnungsnummern (wird aufgeteilt)',
  similarNumber: 'Nummer ähnlich (bitte prüfen)',
  amountAndPayer: 'Betrag und Zahler passen (keine Nummer genannt, bitte prüfen)',
  manual: 'Von Hand zugeordnet',
};
/**
 * What the matching proposes: the invoice (the first in number order when several are named), how
 * it was found, and all named invoices when the transfer is to be split over them.
 */
export interface LineProposal {
  invoiceId: string;
  matchedBy: MatchedBy;
  invoiceIds?: string[];
}

/** Proposals the admin must check: never booked without a look. */
export const uncertainMatches: readonly MatchedBy[] = ['similarNumber', 'amountAndPayer'];

const lineStatuses = ['proposed', 'unmatched', 'confirmed', 'dismissed'] as const;
export type LineStatus = (typeof lineStatuses)[number];
export const lineStatusLabels: Record<LineStatus, string> = {
  proposed: 'Vorschlag',
  unmatched: 'Nicht zugeordnet',
  confirmed: 'Bestätigt',
  dismissed: 'Erledigt',
};

/** The line's amount against what is still open on the invoice. */
const amountFits = ['exact', 'partial', 'over'] as const;
export type AmountFit = (typeof amountFits)[number];
export const amountFitLabels: Record<AmountFit, string> = {
  exact: 'Betrag stimmt',
  partial: 'Teilzahlung',
  over: 'Überzahlung',
};

export const paymentsMessages = {
  noFile: 'Bitte wählen Sie eine Datei mit dem Kontoauszug aus.',
  notAStatement:
    'Die Datei ist kein lesbarer Kontoauszug. Bitte laden Sie einen Auszug im Format CAMT.053 (XML) oder den CSV-Export Ihrer Bank hoch.',
  tooLarge: 'Die Datei ist zu groß (höchstens 5 MB).',
  tooManyCredits:
    'Die Datei enthält mehr als 5.000 Gutschriften. Bitte laden Sie den Kontoauszug in kürzeren Zeiträumen hoch, z. B. je Monat.',
  lineNotFound: 'Diese Buchung gibt es nicht.',
  unreadableAmount: (raw: string) =>
    `Der Betrag „${raw}“ im Kontoauszug ist kein Betrag in Euro und Cent (z. B. 1.234,56). Bitte prüfen Sie die Datei; es wurde nichts gebucht.`,
  amountTooLarge: (raw: string) =>
    `Der Betrag „${raw}“ im Kontoauszug ist zu hoch für eine Zahlung (höchstens 20.000.000,00 €). Bitte prüfen Sie die Datei; es wurde nichts gebucht.`,
  xmlDoctype:
    'Die XML-Datei enthält eine DOCTYPE-Deklaration, die ein Kontoauszug nie hat. Bitte laden Sie den Auszug so hoch, wie Ihre Bank ihn ausgibt; es wurde nichts gebucht.',
  xmlTooDeep:
    'Die XML-Datei ist tiefer verschachtelt, als ein Kontoauszug es ist, und wird nicht gelesen. Bitte laden Sie den Auszug so hoch, wie Ihre Bank ihn ausgibt; es wurde nichts gebucht.',
  noAmount: 'Die Buchung hat keinen Betrag (weder Betrag noch Soll oder Haben).',
  inLine: (line: number, message: string) => `Zeile ${line} des Kontoauszugs: ${message}`,
  inEntry: (entry: number, message: string) => `Buchung ${entry} des Kontoauszugs: ${message}`,
  xmlBroken: (line: number, why: string) =>
    `Die XML-Datei ist fehlerhaft (Zeile ${line}: ${why}) und kein lesbarer Kontoauszug. Bitte laden Sie den Auszug so hoch, wie Ihre Bank ihn ausgibt; es wurde nichts gebucht.`,
  xmlNotAStatement: (kind: string) =>
    `Die XML-Datei ist kein Kontoauszug, sondern ${kind}. Bitte laden Sie einen Auszug im Format CAMT.053 oder eine Buchungsmitteilung CAMT.054 hoch; es wurde nichts gebucht.`,
  camtWithoutStatement:
    'Die CAMT-Datei enthält keinen Auszug (kein Element „Stmt“ bzw. „Ntfctn“). Bitte laden Sie den vollständigen Auszug hoch; es wurde nichts gebucht.',
  batchSumMismatch: (transactions: string, entry: string) =>
    `Die Einzelbeträge der Sammelbuchung (${transactions}) ergeben nicht ihren Betrag (${entry}); so ist sie kein lesbarer Kontoauszug, es wurde nichts gebucht.`,
  camtEntryMissing: (what: string) =>
    `Ihr fehlt „${what}“; so ist sie kein lesbarer Kontoauszug, es wurde nichts gebucht.`,
  unreadableDate: (raw: string) =>
    `Das Buchungsdatum „${raw}“ im Kontoauszug gibt es nicht. Bitte prüfen Sie die Datei; es wurde nichts gebucht.`,
} as const;

/** The largest statement file accepted (a year of a small firm's account is far below). */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

/**
 * The most credits one upload imports: 5 MB of CSV hold about 90,000, and importing 18,000 took
 * 28 s in one transaction; a year of a coaching firm's account is a few hundred.
 */
export const MAX_STATEMENT_CREDITS = 5000;

/** POST /api/payments/statements: what the upload read and did. */
export const statementUploadResultSchema = z.object({
  format: z.enum(statementFormats),
  formatLabel: z.string(),
  /** credits in the file */
  credits: z.number().int(),
  /** of them new (not seen in an earlier upload) */
  imported: z.number().int(),
  /** of the new ones, proposed for an invoice */
  proposed: z.number().int(),
  /** of the lines, reversals and returns (money back out) */
  reversals: z.number().int(),
  /** debits that are no payment of ours (rent, fees): not imported, but counted */
  debits: z.number().int(),
  /** of the debits, those that executed a payout to Acceleratoren (marked paid there) */
  payoutsPaid: z.number().int(),
  message: z.string(),
});
export type StatementUploadResult = z.infer<typeof statementUploadResultSchema>;

const invoiceRefSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  clientId: z.string(),
  clientName: z.string().nullable(),
  ...invoiceBalanceFields,
});
export type InvoiceRef = z.infer<typeof invoiceRefSchema>;

/** What the bank says of one credit: when, how much, from whom, for what. */
const bankCreditSchema = z.object({
  bookedOn: z.string(),
  valueOn: z.string().nullable(),
  amountCents: cents,
  currency: z.string(),
  purpose: z.string(),
  counterpartyName: z.string().nullable(),
  counterpartyIban: z.string().nullable(),
});
export type BankCredit = z.infer<typeof bankCreditSchema>;

/** One statement line as the admin sees it. */
export const paymentLineViewSchema = bankCreditSchema.extend({
  id: z.string(),
  status: z.enum(lineStatuses),
  statusLabel: z.string(),
  format: z.enum(statementFormats),
  /** a credit, or a reversal or return (money back out: shown, proposed, not booked) */
  kind: z.enum(lineKinds),
  kindLabel: z.string(),
  /** a return's reason code and its German text */
  returnReason: z.string().nullable(),
  returnReasonLabel: z.string().nullable(),
  /** the end-to-end reference, for a reversal the original's */
  endToEndId: z.string().nullable(),
  invoice: invoiceRefSchema.nullable(),
  /** every invoice a split proposal names (number order), and how a confirmed line was split */
  invoices: z.array(invoiceRefSchema),
  allocations: z.array(z.object({ invoiceId: z.string(), amountCents: cents })),
  matchedBy: z.enum([...matchedBys, 'manual']).nullable(),
  matchedByLabel: z.string().nullable(),
  /** 'Nummer ähnlich' or 'Betrag und Zahler': the admin names the invoice to confirm */
  uncertain: z.boolean(),
  /** the amount against what is open on the invoice (when proposed; null otherwise) */
  amountFit: z.enum(amountFits).nullable(),
  amountFitLabel: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  dismissedReason: z.string().nullable(),
  dismissedAt: z.string().nullable(),
});
export type PaymentLineView = z.infer<typeof paymentLineViewSchema>;

/** Lines per page of each list (4,009 unmatched lines at once made the page unusable). */
export const LINES_PAGE_SIZE = 50;

const pageNumber = z.coerce
  .number({ error: 'Bitte geben Sie eine Seitenzahl an (1, 2, …).' })
  .int('Bitte geben Sie eine Seitenzahl an (1, 2, …).')
  .min(1, 'Bitte geben Sie eine Seitenzahl an (1, 2, …).')
  .max(100_000, 'Diese Seite gibt es nicht.')
  .default(1);

/** GET /api/payments/proposals?proposalsPage=&unmatchedPage=&dismissedPage= */
export const proposalsQuery = z
  .object({ proposalsPage: pageNumber, unmatchedPage: pageNumber, dismissedPage: pageNumber })
  .strict();
export type ProposalsQuery = z.infer<typeof proposalsQuery>;

const pageSchema = z.object({ page: z.number().int(), total: z.number().int(), pages: z.number().int() });

/** GET /api/payments/proposals: open proposals, unmatched lines, dismissed ones (each paged), the latest confirmed. */
export const paymentProposalsSchema = z.object({
  proposals: z.array(paymentLineViewSchema),
  unmatched: z.array(paymentLineViewSchema),
  dismissed: z.array(paymentLineViewSchema),
  confirmed: z.array(paymentLineViewSchema),
  /** where each paged list is: its page, how many lines in all, how many pages */
  paging: z.object({ proposals: pageSchema, unmatched: pageSchema, dismissed: pageSchema }),
  pageSize: z.number().int(),
  /** open invoices an unmatched line may be assigned to by hand */
  openInvoices: z.array(invoiceRefSchema),
});
export type PaymentProposals = z.infer<typeof paymentProposalsSchema>;

/** POST /api/payments/lines/{id}/dismiss: why the line is no payment of an invoice. */
export const dismissRequest = z
  .object({
    reason: z
      .string({ error: 'Bitte geben Sie einen Grund an.' })
      .trim()
      .min(3, 'Bitte geben Sie einen Grund an (mindestens 3 Zeichen).')
      .max(500, 'Der Grund ist zu lang (höchstens 500 Zeichen).'),
  })
  .strict();

/** POST /api/payments/proposals/{id}/confirm: the proposal's invoice, or (an unmatched line) the admin's choice. */
export const confirmRequest = z
  .object({ invoiceId: z.string().uuid('Bitte wählen Sie eine Rechnung aus.').nullish() })
  .strict()
  .default({});

export const confirmResultSchema = z.object({
  line: paymentLineViewSchema,
  invoicePaid: z.boolean(),
  packageActivated: z.boolean(),
  message: z.string(),
});
export type ConfirmResult = z.infer<typeof confirmResultSchema>;

export const paymentSettings = z
  .object({ autoActivate: z.boolean({ error: 'Bitte geben Sie an, ob automatisch aktiviert wird.' }) })
  .strict();
export type PaymentSettings = z.infer<typeof paymentSettings>;
/** What `GET|PUT /api/payments/settings` answer. */
export const paymentSettingsAnswer = z.object({ autoActivate: z.boolean() });
export const paymentSettingsLabels = {
  autoActivate: 'Paket automatisch aktivieren, sobald bezahlt',
};

export const paymentKeys = {
  all: ['payments'] as const,
  proposals: ['payments', 'proposals'] as const,
  settings: ['payments', 'settings'] as const,
};

// The event types of this module, for the web's refresh declarations (`web/realtime/refresh.ts`).
export type StatementLineEventType = StatementLineEvent['type'];
export type PaymentSettingsEventType = PaymentSettingsEvent['type'];

// Payments by hand and their undo (issue 31).
export * from './manual-contract';

// Statement imports run as a job (issue 31 item 1): what the upload answers at once, and what the
// import shows while it runs and when it is done.

/** The most lines one import takes: 10,000 (a busy firm's year of bank lines). */
export const MAX_IMPORT_LINES = 10_000;
/** Lines appended per transaction: other requests run between two batches. */
export const IMPORT_BATCH = 500;

const statementImportStatuses = ['queued', 'running', 'done', 'refused'] as const;

export const statementImportSchema = z.object({
  id: z.string(),
  status: z.enum(statementImportStatuses),
  totalLines: z.number().int().nullable(),
  doneLines: z.number().int(),
  /** '3.000 von 10.000 Zeilen', 'Die Datei wird gelesen …', or the result's message */
  progress: z.string(),
  /** the upload's answer once done (the same summary the direct upload gives) */
  result: statementUploadResultSchema.nullable(),
  /** why the file was refused (a line named), when refused */
  message: z.string().nullable(),
});
export type StatementImport = z.infer<typeof statementImportSchema>;

export const statementImportKeys = {
  one: (id: string) => ['payments', 'imports', id] as const,
};

export * from './refunds/contract';
