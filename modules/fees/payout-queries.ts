import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { latestWithItems } from '../../server/db/reads';
import { namesOf } from '../identity';
import { ERASED_ACCELERATOR } from '../identity/contract';
import { savedFirmData } from '../invoicing';
import type { TransferDebtor, Transfer } from '../sepa';
import type { CreditFact, StatementFact } from './decide-payouts';
import { payoutStateLabels, type PayoutState, type PayoutView } from './payout-contract';
import type { PayoutTables } from './payout-tables';
import type { FeesTables } from './tables';

const t = (db: Db | Tx) => tablesOf<FeesTables & PayoutTables>(db);

/** What a payout's rules need of each requested statement, in the order asked for. */
export async function statementFacts(db: Db | Tx, ids: readonly string[]): Promise<StatementFact[]> {
  const rows = await t(db)
    .selectFrom('fee_statements as s')
    .leftJoin('fee_billing as b', 'b.partner_id', 's.partner_id')
    .select(['s.id', 's.status', 's.partner_id', 's.month', 's.number', 's.gross_cents', 'b.billing'])
    .where('s.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const nameOf = await namesOf(
    db,
    rows.map((r) => r.partner_id),
    ERASED_ACCELERATOR,
  );
  return ids.map((id) => {
    const r = byId.get(id);
    return {
      statementId: id,
      status: r?.status ?? null,
      partnerId: r?.partner_id ?? '',
      partnerName: r ? nameOf(r.partner_id) : ERASED_ACCELERATOR,
      month: r?.month ?? '',
      number: r?.number ?? null,
      grossCents: r?.gross_cents ?? null,
      hasIban: Boolean(r?.billing?.iban),
    };
  });
}

/** The issued Gutschriften of these Accelerators that take money back (the decider skips those set off). */
export async function creditFacts(db: Db | Tx, partnerIds: readonly string[]): Promise<CreditFact[]> {
  const ids = [...new Set(partnerIds.filter(Boolean))];
  if (ids.length === 0) return [];
  const rows = await t(db)
    .selectFrom('fee_statements')
    .select(['id', 'partner_id', 'number', 'gross_cents'])
    .where('partner_id', 'in', ids)
    .where('status', '=', 'issued')
    .where('gross_cents', '<', 0)
    .execute();
  return rows.map((r) => ({
    statementId: r.id,
    partnerId: r.partner_id,
    number: r.number ?? '',
    grossCents: r.gross_cents ?? 0,
  }));
}

/** The firm's account the payouts leave from, or null while the firm data is not saved. */
export async function firmAccount(db: Db | Tx): Promise<TransferDebtor | null> {
  const firm = (await savedFirmData(db))?.firm;
  return firm ? { name: firm.legalName, iban: firm.iban, bic: firm.bic } : null;
}

const stateOf = (paid: number, all: number): PayoutState =>
  paid === 0 ? 'open' : paid === all ? 'paid' : 'partlyPaid';

/** The latest 100 payouts (or those named), newest first, with their transfers. */
export async function payoutsOf(db: Db | Tx, ids?: readonly string[]): Promise<PayoutView[]> {
  const payouts = await latestWithItems(t(db), 'fee_payouts', ids ?? null, {
    table: 'fee_payout_items',
    parent: 'payout_id',
    orderBy: ['number'],
  });
  const nameOf = await namesOf(
    db,
    payouts.flatMap((p) => p.items.map((i) => i.partner_id)),
    ERASED_ACCELERATOR,
  );
  return payouts.map(({ row: p, items: own }) => {
    const state = stateOf(own.filter((i) => i.paid_on !== null).length, own.length);
    return {
      id: p.id,
      messageId: p.message_id,
      executionDate: p.execution_date,
      createdAt: p.created_at.toISOString(),
      totalCents: p.total_cents,
      state,
      stateLabel: payoutStateLabels[state],
      transfers: own.map((i) => ({
        statementId: i.statement_id,
        partnerId: i.partner_id,
        partnerName: nameOf(i.partner_id),
        number: i.number,
        amountCents: i.amount_cents,
        paidOn: i.paid_on,
      })),
    };
  });
}

/** Each statement's payout, for the statements' list. */
export async function payoutsOfStatements(db: Db | Tx, statementIds: readonly string[]) {
  if (statementIds.length === 0) return new Map<string, { payoutId: string; paidOn: string | null }>();
  const rows = await t(db)
    .selectFrom('fee_payout_items')
    .select(['statement_id', 'payout_id', 'paid_on'])
    .where('statement_id', 'in', statementIds)
    .execute();
  return new Map(rows.map((r) => [r.statement_id, { payoutId: r.payout_id, paidOn: r.paid_on }]));
}

/**
 * What a payout's file is made of: the firm's account now, the payout's date and transfers, each to
 * its Accelerator's account as their billing data names it now (null once they were erased).
 */
export async function payoutFile(db: Db | Tx, id: string) {
  const p = await t(db).selectFrom('fee_payouts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!p) return null;
  const items = await t(db)
    .selectFrom('fee_payout_items as i')
    .leftJoin('fee_billing as b', 'b.partner_id', 'i.partner_id')
    .select(['i.number', 'i.amount_cents', 'i.partner_id', 'b.billing'])
    .where('i.payout_id', '=', id)
    .orderBy('i.number')
    .execute();
  // Rows below 0 are Gutschriften set off against their Accelerator's newest transfer (decide-payouts.ts).
  const paid = items.filter((i) => i.amount_cents > 0);
  const newest = new Map(paid.map((i) => [i.partner_id, i.number]));
  const setOff = (i: (typeof items)[number]) =>
    newest.get(i.partner_id) === i.number
      ? items.filter((o) => o.amount_cents < 0 && o.partner_id === i.partner_id).map((o) => o.number)
      : [];
  const transfers: (Transfer | null)[] = paid.map((i) =>
    i.billing
      ? {
          endToEndId: i.number,
          amountCents: i.amount_cents,
          name: i.billing.accountHolder,
          iban: i.billing.iban,
          bic: i.billing.bic,
          remittance: [`Gutschrift ${i.number}`, ...setOff(i)].join(' abzgl. '),
        }
      : null,
  );
  return {
    messageId: p.message_id,
    createdAt: p.created_at,
    executionDate: p.execution_date,
    debtor: await firmAccount(db),
    transfers,
  };
}
