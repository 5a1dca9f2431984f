import type { BillingData, FeeLine, StatementStatus, TaxStatus } from './contract';
import type { FeeTerms } from './events';

export interface FeesTables {
  /** Each set of an Accelerator's terms, by its start month. */
  fee_terms: { partner_id: string; valid_from: string; terms: FeeTerms; updated_at: Date };
  /** Each Accelerator's billing data as last saved (personal: deleted with the account). */
  fee_billing: { partner_id: string; billing: BillingData; updated_at: Date; version: number };
  /** One monthly statement per Accelerator and month. */
  fee_statements: {
    id: string;
    partner_id: string;
    month: string;
    status: StatementStatus;
    number: string | null;
    hundredths: number;
    net_cents: number;
    vat_cents: number | null;
    gross_cents: number | null;
    tax: TaxStatus | null;
    drafted_at: Date;
    issued_at: Date | null;
    version: number;
  };
  /** The lines of each statement; `removed` when the office struck a disputed line. */
  fee_statement_lines: {
    statement_id: string;
    line_id: string;
    meeting_id: string;
    partner_id: string;
    line: FeeLine;
    removed: boolean;
    dispute_reason: string | null;
    dispute_resolved: boolean;
    dispute_note: string | null;
  };
}
