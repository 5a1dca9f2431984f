import { sql, type Kysely } from 'kysely';

/**
 * Issue 36 item 2 (fewer statements per command): the NOTIFY that wakes the log's followers is sent
 * by the database itself after each insert into `events` (one per statement, with the last position,
 * as the store sent it before), instead of a statement of its own in every command. Postgres
 * delivers it when the transaction commits, so a follower never hears of an uncommitted event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_events() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('events', (SELECT max(position)::text FROM appended));
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER events_notify AFTER INSERT ON events
    REFERENCING NEW TABLE AS appended
    FOR EACH STATEMENT EXECUTE FUNCTION notify_events()`.execute(db);
}
