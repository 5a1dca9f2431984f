import { sql, type Kysely } from 'kysely';

/**
 * Tasks: the action items given to a client between sessions (issue 33), the projection of
 * `TaskGiven`, `TaskDone`, `TaskReopened` and `TaskReminded`. Read per client; the open ones by due
 * day (an ISO day as text, like the meetings' dates: it compares as text) for the morning reminders
 * and the coaches' overdue lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE client_tasks (
      id uuid PRIMARY KEY,
      client_id uuid NOT NULL,
      given_by uuid NOT NULL,
      giver_role text NOT NULL,
      title text NOT NULL,
      details text,
      due_on text,
      meeting_id uuid,
      given_at timestamptz NOT NULL,
      done boolean NOT NULL DEFAULT false,
      done_at timestamptz,
      done_by uuid,
      reminded boolean NOT NULL DEFAULT false,
      version integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX client_tasks_client ON client_tasks (client_id, given_at DESC)`.execute(db);
  await sql`CREATE INDEX client_tasks_open_due ON client_tasks (due_on) WHERE NOT done AND due_on IS NOT NULL`.execute(
    db,
  );
}
