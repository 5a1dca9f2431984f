import type { LineKind, LineStatus, MatchedBy, StatementFormat, StatementUploadResult } from './contract';
import type { Allocation } from './events';

export interface PaymentsTables {
  /** Each line of an uploaded statement: unmatched, proposed for an invoice, confirmed, or dismissed ('Erledigt'). */
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
    kind: LineKind;
    return_reason: string | null;
    /** the invoices a split proposal names (number order), else null */
    proposed_invoice_ids: string[] | null;
    /** how a confirmed line was booked over its invoices */
    allocations: Allocation[] | null;
    dismissed_reason: string | null;
    dismissed_at: Date | null;
    dismissed_by: string | null;
    imported_at: Date;
    version: number;
  };
  /** The firm's payment settings: one row, id 'firm'. */
  payment_settings: { id: string; auto_activate: boolean; updated_at: Date; version: number };
  /**
   * A statement import run as a job (issue 31 item 1): not a read table (no event), its progress and
   * result; 'queued' → 'running' → 'done' (result: the upload's answer) or 'refused' (message).
   */
  statement_imports: {
    id: string;
    status: 'queued' | 'running' | 'done' | 'refused';
    total_lines: number | null;
    done_lines: number;
    result: StatementUploadResult | null;
    message: string | null;
    created_at: Date;
    updated_at: Date;
  };
}
