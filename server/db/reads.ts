import { sql, type SelectQueryBuilder } from 'kysely';

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
