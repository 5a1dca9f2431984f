import { sql } from 'kysely';
import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import type { FeesTables } from './tables';

// What the firm's figures (modules/reports) read of the fees: the issued statements of a year
// (Gutschriften; a draft is not yet a fee) and their lines' amounts per package type.

const t = (db: Db | Tx) => tablesOf<FeesTables>(db);

/** An issued statement: the Accelerator, the month it covers ('yyyy-MM'), its net (cents). */
export interface IssuedStatementFact {
  id: string;
  partnerId: string;
  month: string;
  netCents: number;
}

/** The fee of one package type on one issued statement: its lines' amounts (struck lines left out). */
export interface FeeByPackageFact {
  statementId: string;
  packageName: string;
  amountCents: number;
}

/** The statements issued for the months of `year`, by month. */
export async function issuedStatementsOfYear(db: Db | Tx, year: number): Promise<IssuedStatementFact[]> {
  const rows = await t(db)
    .selectFrom('fee_statements')
    .select(['id', 'partner_id', 'month', 'net_cents'])
    .where('status', '=', 'issued')
    .where('month', 'like', `${year}-%`)
    .orderBy('month')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, partnerId: r.partner_id, month: r.month, netCents: r.net_cents }));
}

/** The issued statements' amounts of `year` per statement and package type. */
export async function issuedFeesByPackageOfYear(db: Db | Tx, year: number): Promise<FeeByPackageFact[]> {
  const packageName = sql<string>`l.line->>'packageName'`;
  const rows = await t(db)
    .selectFrom('fee_statement_lines as l')
    .innerJoin('fee_statements as s', 's.id', 'l.statement_id')
    .select([
      'l.statement_id',
      packageName.as('package_name'),
      sql<number>`sum((l.line->>'amountCents')::int)::int`.as('amount_cents'),
    ])
    .where('s.status', '=', 'issued')
    .where('s.month', 'like', `${year}-%`)
    .where('l.removed', '=', false)
    .groupBy(['l.statement_id', packageName])
    .execute();
  return rows.map((r) => ({ statementId: r.statement_id, packageName: r.package_name, amountCents: r.amount_cents }));
}
