import { sql, type Kysely } from 'kysely';

/**
 * Issue 34 items 5, 6 and 4: a client's time zone (`users.time_zone`, default Berlin, where every
 * account stood before), the one-hour reminder beside the 24-hour one (`meetings.hour_reminder_sent`;
 * `reminder_sent` stays the 24-hour one), and the firm's choice of reminders and booking horizon
 * in its scheduling policy (the defaults are what applied before: both reminders, 26 weeks).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN time_zone text NOT NULL DEFAULT 'Europe/Berlin'`.execute(db);
  await sql`ALTER TABLE meetings ADD COLUMN hour_reminder_sent boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE scheduling_policy ADD COLUMN reminders text NOT NULL DEFAULT 'both'`.execute(db);
  await sql`ALTER TABLE scheduling_policy ADD COLUMN booking_horizon_weeks integer NOT NULL DEFAULT 26`.execute(db);
}
