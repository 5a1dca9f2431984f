import type {
  DraftReason,
  FirmData,
  InvoiceKind,
  InvoiceStatus,
  IssuedInvoice,
  PostalAddress,
  Service,
} from './contract';

export interface InvoicingTables {
  /** The firm's master data: one row, id 'firm', once an admin saved it. */
  firm_data: { id: string; firm: FirmData; updated_at: Date; version: number };
  /** Each client's billing address as last saved (removed with the account). */
  billing_addresses: { client_id: string; address: PostalAddress; updated_at: Date; version: number };
  /** Invoices and credit notes: drafts (no number) and issued ones (with the whole document). */
  invoices: {
    id: string;
    client_id: string;
    user_package_id: string;
    kind: InvoiceKind;
    status: InvoiceStatus;
    number: string | null;
    year: number | null;
    sequence: number | null;
    issued_on: string | null;
    due_on: string | null;
    gross_cents: number;
    service: Service;
    missing: DraftReason[];
    document: IssuedInvoice | null;
    corrects_invoice_id: string | null;
    credit_note_id: string | null;
    /** the sum of the payments confirmed on it (cents; more than the gross when overpaid) */
    paid_cents: number;
    /** the booking date of the last payment */
    paid_on: string | null;
    /** what partial credit notes took off it (gross cents): it owes gross - credited - paid */
    credited_cents: number;
    /** the day the first dunning level (the Zahlungserinnerung) went out */
    reminded_on: string | null;
    /** the dunning level sent last (0 none, 1 Zahlungserinnerung, 2 1. Mahnung, 3 2. Mahnung) and its day */
    dunning_level: number;
    dunned_on: string | null;
    created_at: Date;
    updated_at: Date;
    version: number;
  };
  /**
   * Each payment confirmed on an invoice (`InvoicePaymentRecorded`): `booked_on` is the bank's booking
   * date; `source` 'statement' (a matched bank statement line, `statement_line_id`) or 'manual'.
   */
  invoice_payments: {
    id: string;
    invoice_id: string;
    client_id: string;
    amount_cents: number;
    booked_on: string;
    /** 'refund': a refund's negative row (InvoiceRefundBooked, id = the refund's) */
    source: 'statement' | 'manual' | 'refund';
    reference: string | null;
    statement_line_id: string | null;
    recorded_at: Date;
    /** how it came (null before issue 31: from the source) and the admin's note */
    method: string | null;
    note: string | null;
    /** taken back (InvoicePaymentUndone, InvoiceSetOffTakenBack): the day, the kind (TakeBackKind), and why */
    undone_on: string | null;
    undo_kind: string | null;
    undo_reason: string | null;
    /** a set-off's row: the credit given up (id = set_off_id) or the payment it made (migration 0039) */
    set_off_id: string | null;
  };
  /** Each refund on an invoice (InvoiceRefundBooked); `paid_on` once a statement's debit showed it. */
  invoice_refunds: {
    id: string;
    invoice_id: string;
    client_id: string;
    invoice_number: string;
    amount_cents: number;
    reason: string;
    payee_name: string;
    payee_iban: string;
    end_to_end_id: string;
    booked_on: string;
    paid_on: string | null;
    bank_line_id: string | null;
    recorded_at: Date;
  };
}
