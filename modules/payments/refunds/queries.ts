import { sepaWritable } from '../../sepa/contract';
import type { Db, Tx } from '../../../server/db/kysely';
import { tablesOf } from '../../../server/db/kysely';
import {
  buyerNameOf,
  payingLinesOf,
  refundById,
  refundsOfInvoice,
  savedFirmData,
  type RefundPayee,
  type RefundRow,
} from '../../invoicing';
import { compactIban, formatIban, isValidIban } from '../../invoicing/contract';
import { activeMandateOf, type Transfer, type TransferDebtor } from '../../sepa';
import type { PaymentsTables } from '../tables';
import { refundStateLabels, type RefundView } from './contract';

/**
 * Where the refund goes: the IBAN typed (its holder as typed, else the mandate's or the payer's),
 * else the client's SEPA mandate, else the newest statement line that paid the invoice with a valid
 * IBAN. Null when none is known (the office is asked for one).
 */
export async function payeeOf(
  tx: Tx,
  invoiceId: string,
  clientId: string,
  typed: { iban: string | null; accountHolder: string | null },
): Promise<RefundPayee | null> {
  const mandate = await activeMandateOf(tx, clientId);
  const lineIds = await payingLinesOf(tx, invoiceId);
  const lines =
    lineIds.length === 0
      ? []
      : await tablesOf<PaymentsTables>(tx)
          .selectFrom('payment_lines')
          .select(['id', 'counterparty_name', 'counterparty_iban'])
          .where('id', 'in', lineIds)
          .execute();
  const payer = lineIds
    .map((id) => lines.find((l) => l.id === id))
    .find((l) => l?.counterparty_iban && isValidIban(l.counterparty_iban));
  const known: RefundPayee | null = mandate
    ? { name: mandate.accountHolder, iban: mandate.iban }
    : payer
      ? { name: payer.counterparty_name ?? '', iban: payer.counterparty_iban! }
      : null;
  const iban = typed.iban ?? known?.iban;
  if (!iban) return null;
  // A typed IBAN other than the known account does not take that account's holder.
  const sameAccount = known !== null && compactIban(known.iban) === compactIban(iban);
  // The first name the pain.001 can carry (a mandate's holder granted before that check, or the
  // buyer's name, may be in another script: an empty Nm, and the bank refuses the file).
  const names = [typed.accountHolder, sameAccount ? known.name : null, await buyerNameOf(tx, invoiceId)];
  const name = names.find((n): n is string => !!n && sepaWritable(n)) ?? names.find(Boolean) ?? '';
  return { name, iban: formatIban(iban) };
}

const viewOf = (r: RefundRow): RefundView => ({
  id: r.id,
  invoiceId: r.invoice_id,
  invoiceNumber: r.invoice_number,
  amountCents: r.amount_cents,
  reason: r.reason,
  payeeName: r.payee_name,
  payeeIban: r.payee_iban,
  endToEndId: r.end_to_end_id,
  bookedOn: r.booked_on,
  state: r.paid_on ? 'paid' : 'booked',
  stateLabel: refundStateLabels[r.paid_on ? 'paid' : 'booked'],
  paidOn: r.paid_on,
});

export const refundViewsOf = async (db: Db, invoiceId: string): Promise<RefundView[]> =>
  (await refundsOfInvoice(db, invoiceId)).map(viewOf);

export async function refundView(db: Db, id: string): Promise<RefundView | null> {
  const row = await refundById(db, id);
  return row ? viewOf(row) : null;
}

/** The refund's transfer file's facts: the firm's account (null: no firm data yet) and the transfer. */
export async function refundFile(
  db: Db,
  id: string,
  today: string,
): Promise<{
  messageId: string;
  debtor: TransferDebtor | null;
  transfer: Transfer;
  createdAt: Date;
  executionDate: string;
} | null> {
  const r = await refundById(db, id);
  if (!r) return null;
  const firm = (await savedFirmData(db))?.firm;
  return {
    // One file per refund: its end-to-end id is unique, and so the message id.
    messageId: r.end_to_end_id,
    debtor: firm ? { name: firm.legalName, iban: firm.iban, bic: firm.bic } : null,
    createdAt: r.recorded_at,
    // Executed as soon as the bank takes the file: today, not the day it was booked.
    executionDate: today,
    transfer: {
      endToEndId: r.end_to_end_id,
      amountCents: r.amount_cents,
      name: r.payee_name,
      iban: r.payee_iban,
      bic: null,
      remittance: `Erstattung zu Rechnung ${r.invoice_number}`,
    },
  };
}
