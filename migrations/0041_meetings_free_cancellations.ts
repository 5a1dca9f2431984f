import { sql, type Kysely } from 'kysely';

/**
 * A partner's settled meetings that are not yet past: cancelled or not held free of charge (the
 * rest of the past is counted from `meeting_tallies`; modules/meetings/history-queries.ts). Partial,
 * so counting the partner's from now on reads only those, however long the past (issue 17).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX meetings_partner_free_settled ON meetings (partner_id, starts_at)
    WHERE status IN ('cancelled', 'not_held') AND NOT late_cancellation`.execute(db);
}
