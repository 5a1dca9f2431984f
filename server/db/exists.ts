import { sql, type SelectQueryBuilder } from 'kysely';

/** Whether a query finds any row at all (the database stops at the first). */
export async function anyRow<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<boolean> {
  const row = await query
    .select(sql<number>`1`.as('found'))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
