import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Db } from './kysely';

/** Whether a query finds any row at all (the database stops at the first). */
export async function anyRow<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<boolean> {
  const row = await query
    .select(sql<number>`1`.as('found'))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of the rows a query finds, in its order (what a sweep or a cascade goes through). */
export async function idsOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<string[]> {
  // The one column selected here; the generic query's type cannot name it.
  const rows = await query.select(sql.ref<string>('id').as('id')).$castTo<{ id: string }>().execute();
  return rows.map((r) => r.id);
}

/**
 * The one row of a firm-wide setting's read table, kept under the setting's stream id
 * (`settingDecider` in eventstore/setting.ts); undefined until an admin first saved it.
 */
export function settingRow<T, N extends keyof T & string>(
  tables: Kysely<T>,
  table: N,
  id: string,
): Promise<Selectable<T[N]> | undefined> {
  // Checked against T above; the untyped handle builds the same SQL (as `streamRows` does).
  const db: Db = tables;
  return db.selectFrom(table).selectAll().where('id', '=', id).$castTo<Selectable<T[N]>>().executeTakeFirst();
}
