import { tablesOf, type Db, type Tx } from '../../server/db/kysely';
import type { CalendarTables } from './tables';

const t = (db: Db | Tx) => tablesOf<CalendarTables>(db);

/** Since when the person's feed is live, or null without one. */
export async function liveFeedOf(db: Db | Tx, userId: string): Promise<Date | null> {
  const row = await t(db)
    .selectFrom('calendar_feeds')
    .select(['token_hash', 'created_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.token_hash ? row.created_at : null;
}

/** Whose live feed a token's hash opens (the unique partial index on `token_hash`), or undefined. */
export async function feedOwner(db: Db | Tx, tokenHash: string): Promise<string | undefined> {
  const row = await t(db)
    .selectFrom('calendar_feeds')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.user_id;
}
