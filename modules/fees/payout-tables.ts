/** The read tables of the payouts (migration 0034). */
export interface PayoutTables {
  fee_payouts: {
    id: string;
    message_id: string;
    execution_date: string;
    total_cents: number;
    created_by: string;
    created_at: Date;
  };
  /** One transfer per statement; `paid_on` the day the bank booked the debit that paid it. */
  fee_payout_items: {
    statement_id: string;
    payout_id: string;
    partner_id: string;
    number: string;
    amount_cents: number;
    paid_on: string | null;
    bank_line_id: string | null;
  };
}
