import type { LineStatus, MatchedBy, StatementFormat } from './contract';

export interface PaymentsTables {
  /** Each credit line of an uploaded statement: unmatched, proposed for an invoice, or confirmed. */
  payment_lines: {
    id: string;
    format: StatementFormat;
    account: string | null;
    bank_reference: string | null;
    booked_on: string;
    value_on: string | null;
    amount_cents: number;
    currency: string;
    purpose: string;
    counterparty_name: string | null;
    counterparty_iban: string | null;
    end_to_end_id: string | null;
    /** the invoice proposed by the matching (or chosen by the admin on confirming) */
    invoice_id: string | null;
    matched_by: MatchedBy | 'manual' | null;
    status: LineStatus;
    confirmed_at: Date | null;
    confirmed_by: string | null;
    imported_at: Date;
    version: number;
  };
  /** The firm's payment settings: one row, id 'firm'. */
  payment_settings: { id: string; auto_activate: boolean; updated_at: Date; version: number };
}
