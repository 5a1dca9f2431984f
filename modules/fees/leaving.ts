import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import { berlinMonthOf } from '../../lib/german/time';
import { openFeesOf } from './decide-leaving';
import type { PayoutTables } from './payout-tables';
import { linesFor } from './queries';
import type { FeesTables } from './tables';

const t = (db: Db | Tx) => tablesOf<FeesTables & PayoutTables>(db);

/** 'YYYY-MM' one month on. */
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/**
 * What is open of `partnerId`'s money at `now` (`openFeesOf`), asked by identity before it erases a
 * former Accelerator. Months are looked at from their first terms on (nothing is paid before): each
 * without a statement that would bill something now, the running month too (it ends first).
 */
export async function openFeesOfPartner(db: Db | Tx, partnerId: string, now: Date): Promise<string[]> {
  const first = await t(db)
    .selectFrom('fee_terms')
    .select((eb) => eb.fn.min('valid_from').as('from'))
    .where('partner_id', '=', partnerId)
    .executeTakeFirst();
  const statements = await t(db)
    .selectFrom('fee_statements as s')
    .leftJoin('fee_payout_items as p', 'p.statement_id', 's.id')
    .select(['s.month', 's.status', 's.number', 's.gross_cents', 'p.paid_on'])
    .where('s.partner_id', '=', partnerId)
    .execute();
  const billed = new Set(statements.map((s) => s.month));
  const unbilled: string[] = [];
  if (first?.from) {
    const through = berlinMonthOf(now);
    for (let month = String(first.from).slice(0, 7); month <= through; month = nextMonth(month))
      if (!billed.has(month) && (await linesFor(db, partnerId, month)).length > 0) unbilled.push(month);
  }
  return openFeesOf(
    statements.map((s) => ({
      month: s.month,
      issued: s.status === 'issued',
      number: s.number,
      grossCents: s.gross_cents === null ? null : Number(s.gross_cents),
      paidOut: s.paid_on !== null && s.paid_on !== undefined,
    })),
    unbilled,
  );
}
