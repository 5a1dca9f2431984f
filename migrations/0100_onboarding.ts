import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Read model, owned by onboarding's projection.
  await sql`
    CREATE TABLE questionnaires (
      id uuid PRIMARY KEY,
      status text NOT NULL CHECK (status IN ('lead', 'questionnaire', 'package', 'request_sent', 'converted')),
      answers jsonb NOT NULL,
      responses jsonb NOT NULL,
      recommended_package text,
      selected_package text,
      lead_score numeric(3, 1),
      coaching_brief jsonb,
      user_id uuid,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      completed_at timestamptz,
      requested_at timestamptz,
      converted_at timestamptz,
      version integer NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX questionnaires_requests ON questionnaires (lead_score DESC NULLS LAST) WHERE status IN ('request_sent', 'converted')`.execute(
    db,
  );
  await sql`CREATE INDEX questionnaires_user ON questionnaires (user_id) WHERE user_id IS NOT NULL`.execute(db);

  // Secret, written beside the events in the same transaction, never in the log.
  await sql`
    CREATE TABLE questionnaire_capabilities (
      questionnaire_id uuid PRIMARY KEY,
      token_hash text NOT NULL,
      created_at timestamptz NOT NULL
    )`.execute(db);
}
