import { sql, type SelectQueryBuilder } from 'kysely';

/** How many rows a list's query matches (a paged list's `total`). */
export async function countOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  // The one column selected here; the generic query's type cannot name it.
  const row = await query
    .select(sql<string>`count(*)`.as('n'))
    .$castTo<{ n: string }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
