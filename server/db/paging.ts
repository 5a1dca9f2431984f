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

/**
 * One page of a list, newest first by `columns` (each breaking the ties of the one before) and then
 * by id (a stable order to page through),
 * and how many rows the whole list has (`count`: a list whose size is kept elsewhere, a tally, says
 * so instead of having every row counted).
 */
export async function newestFirstPage<DB, TB extends keyof DB>(
  list: SelectQueryBuilder<DB, TB, object>,
  columns: string | readonly string[],
  { limit, offset }: { limit: number; offset: number },
  count: () => Promise<number> = () => countOf(list),
) {
  const ordered = (typeof columns === 'string' ? [columns] : columns).reduce(
    (q, column) => q.orderBy(sql.ref(column), 'desc'),
    list.selectAll(),
  );
  const [rows, total] = await Promise.all([
    limit === 0 ? [] : ordered.orderBy(sql.ref('id'), 'desc').limit(limit).offset(offset).execute(),
    count(),
  ]);
  return { rows, total };
}
