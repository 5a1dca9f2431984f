/**
 * What a backup holds besides the log. Every table of the schema is one of: the log (`events`), a
 * read table some projection declares (rebuilt by replay at restore, never backed up), kept (written
 * beside the events, never in the log, so only the backup has it), or left out for a reason.
 * `tables.int.test.ts` fails on a table that is none of these, so a new table is decided on.
 */
export const KEPT_TABLES = [
  // the per-person keys: without them every personal field of the log reads 'gelöscht'
  'person_keys',
  // passwords and second factors: a restored firm signs in as before
  'user_credentials',
  'user_mfa',
  'mfa_recovery_codes',
  // the hashes behind a visitor's questionnaire link: the link in their mail keeps working
  'questionnaire_capabilities',
  // which mail jobs already went out: a restored pending job is not sent twice
  'mail_log',
  // the bytes of the files kept on clients (issue 33): the log names them, only the backup holds them
  'file_blobs',
] as const;

/**
 * Rows of a kept table that go with a left-out one, so they are left out too (a condition on the
 * table, in the same snapshot). A bank statement waiting for its import job sits in `file_blobs`
 * under the import's id; without its `statement_imports` row and job (left out, below) nothing would
 * ever read or remove it after a restore, and the payers' names and IBANs stayed for good.
 */
export const KEPT_ROWS: Partial<Record<(typeof KEPT_TABLES)[number], string>> = {
  file_blobs: 'file_id NOT IN (SELECT id FROM statement_imports)',
};

export const LEFT_OUT_TABLES: Record<string, string> = {
  sessions: 'after a restore everyone signs in again (a session stolen before it does not come back)',
  password_reset_tokens: 'reset links are short-lived; a new one is requested in a minute',
  mfa_challenges: 'a second sign-in step lives five minutes',
  auth_attempts: 'counts of wrong second-step codes live fifteen minutes',
  mfa_policy: 'written by every instance at its start from MFA_REQUIRED_ROLES',
  stream_snapshots: 'a cache of folded streams (issue 36): commands fold from the log and write them again',
  kysely_migration: 'written by the migrations that make the schema at restore',
  portal_schema: 'written by the migrations that make the schema at restore',
  // issue 34: what the Accelerators' own calendars answered; the reading job fills them again within 10 minutes
  busy_source_reads: 'the reading job writes them again at its next run (every 10 minutes)',
  busy_times: 'the reading job reads them again from the calendars at its next run',
  busy_source_copies: "the copy job writes each calendar's state again at its next write",
  // issue 31: a statement import's progress; the lines it imported are events, a file not yet imported is uploaded again
  statement_imports:
    'an import under way at the backup is started again by uploading its file (left out with it, KEPT_ROWS); its lines are in the log',
  meeting_calendar_copies:
    'where the copies lie follows from their stable UIDs; the next change of a meeting writes it again',
};

/** pg-boss queues whose waiting jobs are worth keeping: mails not yet sent. Crons are made at start. */
export const KEPT_QUEUES = ['email', 'invoice-mail'] as const;
