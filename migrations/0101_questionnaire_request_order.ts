import { sql, type Kysely } from 'kysely';

/**
 * Issue 17 item 2: the admin's list of leads is paged on the server in this order (requests first,
 * highest lead score, newest request, newest change): a page reads its rows from the index instead
 * of sorting every questionnaire ever started.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX questionnaires_request_order ON questionnaires (
      (status IN ('request_sent', 'converted')) DESC, lead_score DESC NULLS LAST,
      requested_at DESC NULLS LAST, updated_at DESC, id)`.execute(db);
}
