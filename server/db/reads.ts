import { sql, type Kysely, type Selectable, type SelectQueryBuilder, type SelectType } from 'kysely';
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

/** The distinct values of one text column of the rows a query finds (e.g. the clients someone wrote on). */
export async function distinctOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: { [T in TB]: keyof DB[T] & string }[TB],
): Promise<string[]> {
  const rows = await query
    .select(sql.ref<string>(column).as('value'))
    .distinct()
    .$castTo<{ value: string }>()
    .execute();
  return rows.map((r) => r.value);
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

/**
 * Whether an id is a well-formed uuid; anything else names no row (and Postgres would refuse it in
 * a uuid column, answering 500), so a read answers "none" without asking.
 */
export const isUuid = (id: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * The value an account owns as last saved (an Accelerator's availability, calendars or billing
 * data, a client's billing address): column `column` of its row in `table`, keyed by `owner`
 * (`savedValueProjection`'s row); undefined while they never saved one.
 */
export async function ownedValueOf<T, N extends keyof T & string, C extends keyof T[N] & string>(
  tables: Kysely<T>,
  table: N,
  owner: keyof T[N] & string,
  column: C,
  ownerId: string,
): Promise<SelectType<T[N][C]> | undefined> {
  // Checked against T above; the untyped handle builds the same SQL (as `settingRow` does).
  const db: Db = tables;
  const [from, key, name]: [string, string, string] = [table, owner, column];
  const row: Record<string, unknown> | undefined = await db
    .selectFrom(from)
    .select(name)
    .where(key, '=', ownerId)
    .executeTakeFirst();
  return row?.[name] as SelectType<T[N][C]> | undefined;
}

/** A batch row with its item rows, in the items' order. */
interface WithItems<B, I> {
  row: B;
  items: I[];
}

/**
 * The latest 100 rows of a batch table (or those named), newest `created_at` first, each with the
 * rows of its items table that name it in `parent`, ordered by `orderBy`: a list of SEPA
 * collections with their debits, of payouts with their transfers.
 */
export async function latestWithItems<T, B extends keyof T & string, I extends keyof T & string>(
  tables: Kysely<T>,
  batches: B,
  ids: readonly string[] | null,
  items: { table: I; parent: keyof T[I] & string; orderBy: readonly (keyof T[I] & string)[] },
): Promise<WithItems<Selectable<T[B]>, Selectable<T[I]>>[]> {
  // Checked against T above; the untyped handle builds the same SQL (as `settingRow` does).
  const db: Db = tables;
  let q = db.selectFrom(batches).selectAll().orderBy('created_at', 'desc').limit(100);
  if (ids) q = q.where('id', 'in', ids);
  const rows = (await q.execute()) as { id: string }[];
  if (rows.length === 0) return [];
  const parent: string = items.parent;
  const parentIds = rows.map((r) => r.id);
  let itemQuery = db.selectFrom(items.table).selectAll().where(parent, 'in', parentIds);
  for (const column of items.orderBy) itemQuery = itemQuery.orderBy(column);
  const byParent = new Map<unknown, Selectable<T[I]>[]>();
  for (const i of (await itemQuery.execute()) as Record<string, unknown>[]) {
    const own = byParent.get(i[parent]) ?? [];
    own.push(i as Selectable<T[I]>);
    byParent.set(i[parent], own);
  }
  return rows.map((r) => ({ row: r as Selectable<T[B]>, items: byParent.get(r.id) ?? [] }));
}
