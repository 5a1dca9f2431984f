import type { Creditor } from './events';

export interface SepaTables {
  /**
   * Each mandate a client granted (`0025_sepa`), active until `revoked_at`; the client's IBAN and
   * holder are emptied when the client is erased (then the mandate is never used again).
   */
  sepa_mandates: {
    id: string;
    client_id: string;
    reference: string;
    iban: string | null;
    account_holder: string | null;
    creditor_name: string;
    creditor_id: string;
    text: string;
    signed_on: string;
    granted_at: Date;
    revoked_at: Date | null;
    revoke_reason: string | null;
    version: number;
  };
  /** Each collection the admin created: the creditor as it stood then. */
  sepa_collections: {
    id: string;
    due_until: string;
    creditor: Creditor;
    created_by: string;
    created_at: Date;
    /** the office marked its file as handed to the bank (`0038_sepa_withdrawals`) */
    handed_over_at: Date | null;
    handed_over_by: string | null;
  };
  /** One debit of a collection: an invoice's open amount on its mandate; a return keeps its reason. */
  sepa_collection_items: {
    collection_id: string;
    invoice_id: string;
    invoice_number: string;
    client_id: string;
    mandate_id: string;
    mandate_reference: string;
    mandate_signed_on: string;
    amount_cents: number;
    collection_date: string;
    remittance: string;
    return_reason: string | null;
    returned_at: Date | null;
    /** taken out before the file went to the bank, with the office's reason (`0038_sepa_withdrawals`) */
    withdraw_reason: string | null;
    withdrawn_at: Date | null;
  };
}
