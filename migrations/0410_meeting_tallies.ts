import { sql, type Kysely } from 'kysely';

/**
 * Issue 17 item 4: the dashboards count meetings from a tally per partner and status (kept by the
 * projection `meetings.tallies`), not by scanning every meeting ever held. Filled once here from
 * the meetings of an existing database; replay rebuilds it from the log.
 * The scheduled meetings (future and not yet settled) are few whatever the history: the partial
 * indexes let 'upcoming', 'to finish' and 'this month' read only them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE meeting_tallies (
      partner_id uuid NOT NULL,
      status text NOT NULL,
      meetings integer NOT NULL,
      hours_used numeric(12, 2) NOT NULL,
      PRIMARY KEY (partner_id, status)
    )`.execute(db);
  await sql`
    INSERT INTO meeting_tallies (partner_id, status, meetings, hours_used)
    SELECT partner_id, status, count(*), sum(hours_used) FROM meetings GROUP BY partner_id, status`.execute(db);
  await sql`CREATE INDEX meetings_scheduled_partner ON meetings (partner_id, starts_at) WHERE status = 'scheduled'`.execute(
    db,
  );
  await sql`CREATE INDEX meetings_scheduled_date ON meetings (date) WHERE status = 'scheduled'`.execute(db);
}
