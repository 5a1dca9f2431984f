import { z } from 'zod';
import type { StatementLineEvent, PaymentSettingsEvent } from './events';

// The payments module's contract: statement uploads, proposals and unmatched lines, settings.

export const statementFormats = ['camt053', 'csv'] as const;
export type StatementFormat = (typeof statementFormats)[number];
export const statementFormatLabels: Record<StatementFormat, string> = {
  camt053: 'CAMT.053 (XML)',
  csv: 'CSV-Export der Bank',
};

/** How the line found its invoice: the package's payment reference or the invoice number in the purpose. */
export type MatchedBy = 'paymentReference' | 'invoiceNumber';
export const matchedByLabels: Record<MatchedBy | 'manual', string> = {
  paymentReference: 'Verwendungszweck nennt die Zahlungsreferenz',
  invoiceNumber: 'Verwendungszweck nennt die Rechnungsnummer',
  manual: 'Von Hand zugeordnet',
};

export type LineStatus = 'proposed' | 'unmatched' | 'confirmed';
export const lineStatusLabels: Record<LineStatus, string> = {
  proposed: 'Vorschlag',
  unmatched: 'Nicht zugeordnet',
  confirmed: 'Bestätigt',
};

/** The line's amount against what is still open on the invoice. */
export type AmountFit = 'exact' | 'partial' | 'over';
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
export interface StatementUploadResult {
  format: StatementFormat;
  formatLabel: string;
  /** credits in the file */
  credits: number;
  /** of them new (not seen in an earlier upload) */
  imported: number;
  /** of the new ones, proposed for an invoice */
  proposed: number;
  message: string;
}

export interface InvoiceRef {
  id: string;
  number: string | null;
  clientId: string;
  clientName: string | null;
  grossCents: number;
  paidCents: number;
  openCents: number;
}

/** What the bank says of one credit: when, how much, from whom, for what. */
export interface BankCredit {
  bookedOn: string;
  valueOn: string | null;
  amountCents: number;
  currency: string;
  purpose: string;
  counterpartyName: string | null;
  counterpartyIban: string | null;
}

/** One statement line as the admin sees it. */
export interface PaymentLineView extends BankCredit {
  id: string;
  status: LineStatus;
  statusLabel: string;
  format: StatementFormat;
  invoice: InvoiceRef | null;
  matchedBy: MatchedBy | 'manual' | null;
  matchedByLabel: string | null;
  /** the amount against what is open on the invoice (when proposed; null otherwise) */
  amountFit: AmountFit | null;
  amountFitLabel: string | null;
  confirmedAt: string | null;
}

/** GET /api/payments/proposals: open proposals, unmatched lines, the latest confirmed. */
export interface PaymentProposals {
  proposals: PaymentLineView[];
  unmatched: PaymentLineView[];
  confirmed: PaymentLineView[];
  /** open invoices an unmatched line may be assigned to by hand */
  openInvoices: InvoiceRef[];
}

/** POST /api/payments/proposals/{id}/confirm: the proposal's invoice, or (an unmatched line) the admin's choice. */
export const confirmRequest = z
  .object({ invoiceId: z.string().uuid('Bitte wählen Sie eine Rechnung aus.').nullish() })
  .strict()
  .default({});

export interface ConfirmResult {
  line: PaymentLineView;
  invoicePaid: boolean;
  packageActivated: boolean;
  message: string;
}

export const paymentSettings = z
  .object({ autoActivate: z.boolean({ error: 'Bitte geben Sie an, ob automatisch aktiviert wird.' }) })
  .strict();
export type PaymentSettings = z.infer<typeof paymentSettings>;
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
