import { sql, type Kysely } from 'kysely';

// The audit filters (modules/audit/queries.ts) page backwards through one person's or one thing's
// events: each id they look for is indexed with the position, so a page reads only its own rows
// instead of scanning the log from its end. Ids only (never sealed personal fields); partial, so
// an event that does not name such an id costs nothing. Indexes on the log itself: Postgres keeps
// them on every append, and a replay, which rebuilds read tables from the log, has nothing to redo.
const named = [
  ['events_client_position', sql`(data->>'clientId')`],
  ['events_user_position', sql`(data->>'userId')`],
  ['events_partner_position', sql`(data->>'partnerId')`],
  ['events_user_package_position', sql`(data->>'userPackageId')`],
  ['events_meeting_position', sql`(data->>'meetingId')`],
  ['events_actor_position', sql`(metadata->>'actorId')`],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, id] of named) {
    await sql`CREATE INDEX ${sql.id(name)} ON events (${id}, position) WHERE ${id} IS NOT NULL`.execute(db);
  }
}
